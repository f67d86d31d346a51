resource "google_container_cluster" "main" {
  name                  = "main"
  location              = "europe-west1"
  initial_node_count    = 1
  enable_shielded_nodes = false #!
}
