resource "google_compute_firewall" "open" {
  name    = "open"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["22"]
  }
  source_ranges = ["0.0.0.0/0"] #!
}
