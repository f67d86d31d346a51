resource "google_storage_bucket" "tfstate" {
  name                        = "acme-tfstate"
  location                    = "EU"
  uniform_bucket_level_access = true
  versioning {
    enabled = true
  }
}
