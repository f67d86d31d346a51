resource "google_storage_bucket" "data" {
  name     = "acme-data"
  location = "EU"
  logging {
    log_bucket = google_storage_bucket.logs.name
  }
}

resource "google_storage_bucket" "logs" {
  name     = "acme-logs"
  location = "EU"
}
