resource "google_compute_subnetwork" "proxy" {
  name          = "proxy"
  ip_cidr_range = "10.20.0.0/23"
  region        = "europe-west1"
  network       = "main"
  purpose       = "REGIONAL_MANAGED_PROXY"
  role          = "ACTIVE"
}
