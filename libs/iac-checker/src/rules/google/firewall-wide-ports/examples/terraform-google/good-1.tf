resource "google_compute_firewall" "web" {
  name    = "allow-web"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["80", "443", "8000-8010"]
  }
  source_ranges = ["10.0.0.0/16"]
  target_tags   = ["web"]
}
