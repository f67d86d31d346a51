terraform {
  backend "gcs" {
    bucket = "acme-infra"
    prefix = "prod"
  }
}
resource "google_storage_bucket" "infra" { #!
  name                        = "acme-infra"
  location                    = "EU"
  uniform_bucket_level_access = true
}
