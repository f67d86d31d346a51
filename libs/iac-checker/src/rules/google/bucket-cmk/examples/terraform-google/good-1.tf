resource "google_storage_bucket" "data" {
  name     = "acme-data"
  location = "EU"
  encryption {
    default_kms_key_name = "projects/p/locations/eu/keyRings/r/cryptoKeys/data"
  }
}
