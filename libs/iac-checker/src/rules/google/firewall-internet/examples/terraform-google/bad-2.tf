resource "google_compute_firewall" "out" {
  name    = "web"
  network = "vpc"
  direction          = "EGRESS"
  destination_ranges = ["0.0.0.0/0"] #!
  allow {
    protocol = "tcp"
  }
}
