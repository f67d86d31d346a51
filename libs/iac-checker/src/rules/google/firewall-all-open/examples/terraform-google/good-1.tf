resource "google_compute_firewall" "internal" {
  name    = "internal"
  network = "default"
  allow {
    protocol = "all"
  }
  source_ranges = ["10.128.0.0/9"]
}
