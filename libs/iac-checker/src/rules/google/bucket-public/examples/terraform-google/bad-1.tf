resource "google_storage_bucket_iam_member" "public" {
  bucket = "acme-files"
  role   = "roles/storage.objectViewer"
  member = "allUsers" #!
}
