resource "google_compute_firewall" "egress" {
  name      = "egress"
  network   = "default"
  direction = "EGRESS"
  allow {
    protocol = "all"
  }
  destination_ranges = ["0.0.0.0/0"]
}
