resource "google_compute_firewall" "media" {
  name    = "allow-media"
  network = "default"
  allow {
    protocol = "udp"
    ports    = ["10000-10100"]
  }
  source_ranges = ["203.0.113.0/24"] #!
  target_tags   = ["media"]
}
