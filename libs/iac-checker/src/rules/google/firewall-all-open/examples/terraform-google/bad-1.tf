resource "google_compute_firewall" "any" {
  name    = "any"
  network = "default"
  allow {
    protocol = "all"
  }
  source_ranges = ["0.0.0.0/0"] #!
}
