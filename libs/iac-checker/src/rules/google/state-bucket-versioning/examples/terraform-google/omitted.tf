resource "google_storage_bucket" "terraform_state" { #!
  name                        = "acme-state"
  location                    = "EU"
  uniform_bucket_level_access = true
}
