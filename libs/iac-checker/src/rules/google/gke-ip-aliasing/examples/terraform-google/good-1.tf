resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  ip_allocation_policy {
  }
}
