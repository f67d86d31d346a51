resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = "apps"
  node_config {
    metadata = {
      disable-legacy-endpoints = "false" #!
    }
  }
}
