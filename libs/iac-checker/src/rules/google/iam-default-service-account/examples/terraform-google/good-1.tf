resource "google_project_iam_member" "vm" {
  project = "p"
  role    = "roles/storage.admin"
  member  = "serviceAccount:web@p.iam.gserviceaccount.com"
}
