resource "google_compute_firewall" "internal" {
  name    = "allow-internal"
  network = "default"
  allow {
    protocol = "tcp"
  }
  source_ranges = ["10.128.0.0/9"] #!
}
