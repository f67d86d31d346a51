resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  master_authorized_networks_config {
    cidr_blocks {
      cidr_block   = "203.0.113.0/24"
      display_name = "office"
    }
  }
}
