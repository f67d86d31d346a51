resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  network_policy {
    enabled = false #!
  }
}
