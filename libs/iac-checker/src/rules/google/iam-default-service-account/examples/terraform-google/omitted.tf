resource "google_project_iam_member" "vm" {
  project = "p"
  role    = "roles/viewer"
  member  = "group:ops@example.com"
}
