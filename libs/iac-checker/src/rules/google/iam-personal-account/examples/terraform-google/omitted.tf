resource "google_project_iam_member" "ci" {
  project = "p"
  role    = "roles/viewer"
  member  = "serviceAccount:ci@p.iam.gserviceaccount.com"
}
