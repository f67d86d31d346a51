resource "google_compute_subnetwork" "apps" {
  name                     = "apps"
  ip_cidr_range            = "10.0.0.0/20"
  network                  = "vpc"
  private_ip_google_access = false #!
}
