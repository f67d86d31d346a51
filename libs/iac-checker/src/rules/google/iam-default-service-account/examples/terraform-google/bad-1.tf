resource "google_project_iam_member" "vm" {
  project = "p"
  role    = "roles/storage.admin"
  member  = "serviceAccount:123456789012-compute@developer.gserviceaccount.com" #!
}
