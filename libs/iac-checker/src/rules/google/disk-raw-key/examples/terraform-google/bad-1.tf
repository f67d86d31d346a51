resource "google_compute_disk" "data" {
  name = "data"
  zone = "europe-west1-b"
  disk_encryption_key {
    raw_key = "SGVsbG8gZnJvbSBHb29nbGUgQ2xvdWQgUGxhdGZvcm0=" #!
  }
}
