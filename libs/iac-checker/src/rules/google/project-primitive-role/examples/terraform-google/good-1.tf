resource "google_project_iam_member" "ci" {
  project = "acme"
  role    = "roles/artifactregistry.writer"
  member  = "serviceAccount:ci@acme.iam.gserviceaccount.com"
}
