resource "google_project_iam_member" "team" {
  project = "p"
  role    = "roles/viewer"
  member  = "group:analysts@example.com"
}
