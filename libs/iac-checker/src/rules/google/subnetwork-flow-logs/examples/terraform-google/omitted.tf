resource "google_compute_subnetwork" "data" { #!
  name          = "data"
  ip_cidr_range = "10.11.0.0/24"
  region        = "europe-west1"
  network       = "main"
}
