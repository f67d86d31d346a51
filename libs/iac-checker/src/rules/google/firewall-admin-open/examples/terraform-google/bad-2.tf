resource "google_compute_firewall" "no_source" { #!
  name    = "no-source"
  network = "default"
  allow {
    protocol = "tcp"
    ports    = ["3389"]
  }
}
