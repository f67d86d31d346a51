resource "google_compute_firewall" "web" {
  name    = "web"
  network = "vpc"
  source_tags = ["lb"]
  allow {
    protocol = "tcp"
    ports    = ["443"]
  }
}
