resource "google_compute_firewall" "web" {
  name    = "web"
  network = "vpc"
  source_ranges = ["35.191.0.0/16", "130.211.0.0/22"]
  allow {
    protocol = "tcp"
    ports    = ["443"]
  }
}
