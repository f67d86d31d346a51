resource "google_compute_firewall" "open" {
  name    = "open"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["5432"]
  }
  source_ranges = ["0.0.0.0/0"] #!
}
