resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = "main"
  location   = "europe-west1"
  node_count = 2
}
