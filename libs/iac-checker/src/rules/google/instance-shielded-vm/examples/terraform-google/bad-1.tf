resource "google_compute_instance" "web" {
  name         = "web"
  machine_type = "e2-medium"
  zone         = "europe-west1-b"
  shielded_instance_config {
    enable_secure_boot          = true
    enable_vtpm                 = false #!
    enable_integrity_monitoring = false #!
  }
}
