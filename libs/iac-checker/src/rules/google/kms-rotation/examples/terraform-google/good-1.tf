resource "google_kms_crypto_key" "data" {
  name            = "data"
  key_ring        = "projects/acme/locations/europe/keyRings/main"
  rotation_period = "7776000s"
}
