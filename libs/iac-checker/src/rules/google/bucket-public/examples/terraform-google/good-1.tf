resource "google_storage_bucket_iam_member" "reader" {
  bucket = "acme-files"
  role   = "roles/storage.objectViewer"
  member = "serviceAccount:app@acme.iam.gserviceaccount.com"
}
