resource "google_compute_instance" "web" {
  name         = "web"
  machine_type = "e2-medium"
  zone         = "europe-west1-b"
}
