resource "google_compute_firewall" "web" {
  name    = "web"
  network = "vpc"
  source_ranges = ["0.0.0.0/0"] #!
  allow {
    protocol = "tcp"
    ports    = ["443"]
  }
}
