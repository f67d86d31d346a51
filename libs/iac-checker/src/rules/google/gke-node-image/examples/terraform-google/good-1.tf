resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = "apps"
  node_config {
    image_type = "COS_CONTAINERD"
  }
}
