resource "google_storage_bucket_acl" "files" {
  bucket      = "acme-files"
  role_entity = ["OWNER:project-owners-123", "READER:allAuthenticatedUsers"] #!
}
