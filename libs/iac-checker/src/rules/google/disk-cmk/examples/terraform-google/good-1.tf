resource "google_compute_disk" "data" {
  name = "data"
  zone = "europe-west1-b"
  disk_encryption_key {
    kms_key_self_link = "projects/p/locations/europe-west1/keyRings/r/cryptoKeys/disks"
  }
}
