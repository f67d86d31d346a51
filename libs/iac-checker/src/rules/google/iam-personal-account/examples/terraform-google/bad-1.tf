resource "google_project_iam_member" "ana" {
  project = "p"
  role    = "roles/viewer"
  member  = "group:ana.friends@gmail.com" #!
}
