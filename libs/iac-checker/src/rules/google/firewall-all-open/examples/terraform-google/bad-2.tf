resource "google_compute_firewall" "tcp" { #!
  name    = "tcp"
  network = "default"
  allow {
    protocol = "tcp"
  }
}
