resource "google_storage_bucket" "data" {
  name     = "acme-data"
  location = "EU"
  logging {
    log_bucket = "acme-logs"
  }
}
