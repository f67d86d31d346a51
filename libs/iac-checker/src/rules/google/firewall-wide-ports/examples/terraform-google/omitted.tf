resource "google_compute_firewall" "web" {
  name    = "allow-web"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["443"]
  }
  source_ranges = ["10.0.0.0/16"]
}
