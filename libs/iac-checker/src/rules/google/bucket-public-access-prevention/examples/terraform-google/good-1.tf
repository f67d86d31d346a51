resource "google_storage_bucket" "files" {
  name                        = "acme-files"
  location                    = "EU"
  uniform_bucket_level_access = true
  public_access_prevention    = "enforced"
}
