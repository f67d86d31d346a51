resource "google_compute_disk" "data" { #!
  name = "data"
  zone = "europe-west1-b"
}
