resource "google_project_iam_binding" "viewers" {
  project = "p"
  role    = "roles/viewer"
  members = [ #!
    "group:analysts@example.com",
    "user:sam@outlook.com",
  ]
}
