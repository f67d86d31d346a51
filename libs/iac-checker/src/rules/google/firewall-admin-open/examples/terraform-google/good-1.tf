resource "google_compute_firewall" "scoped" {
  name    = "scoped"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
  source_ranges = ["35.235.240.0/20"]
}
