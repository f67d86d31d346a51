resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = "apps"
  node_config {
    service_account = "123456789012-compute@developer.gserviceaccount.com" #!
  }
}
