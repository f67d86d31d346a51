resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  private_cluster_config {
    enable_private_nodes = false #!
  }
}
