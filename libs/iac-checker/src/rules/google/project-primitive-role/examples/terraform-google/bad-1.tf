resource "google_project_iam_member" "ci" {
  project = "acme"
  role    = "roles/editor" #!
  member  = "serviceAccount:ci@acme.iam.gserviceaccount.com"
}
