resource "google_project_iam_member" "ci" {
  project = "p"
  role    = "roles/iam.serviceAccountUser" #!
  member  = "serviceAccount:ci@p.iam.gserviceaccount.com"
}
