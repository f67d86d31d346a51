resource "google_project_iam_binding" "writers" {
  project = "p"
  role    = "roles/storage.objectAdmin"
  members = [
    "group:ops@example.com",
    "serviceAccount:p@appspot.gserviceaccount.com", #!
  ]
}
