resource "google_storage_bucket" "files" { #!
  name     = "acme-files"
  location = "EU"
}
