resource "google_folder_iam_binding" "ci" {
  folder  = "folders/123"
  role    = "roles/iam.serviceAccountTokenCreator" #!
  members = ["group:ci@example.com"]
}
