resource "google_storage_bucket" "data" { #!
  name     = "acme-data"
  location = "EU"
}
