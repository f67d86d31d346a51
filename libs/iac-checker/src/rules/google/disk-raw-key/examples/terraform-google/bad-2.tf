resource "google_compute_disk" "data" {
  name = "data"
  zone = "europe-west1-b"
}
resource "google_compute_instance" "app" {
  name         = "app"
  zone         = "europe-west1-b"
  machine_type = "e2-small"
  boot_disk {
    initialize_params {
      image = "debian-cloud/debian-12"
    }
  }
  attached_disk {
    source                  = google_compute_disk.data.self_link
    disk_encryption_key_raw = "SGVsbG8gZnJvbSBHb29nbGUgQ2xvdWQgUGxhdGZvcm0=" #!
  }
  network_interface {
    network = "default"
  }
}
