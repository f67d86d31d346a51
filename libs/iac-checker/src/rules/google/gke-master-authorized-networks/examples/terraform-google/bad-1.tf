resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  master_authorized_networks_config {
    cidr_blocks {
      cidr_block   = "0.0.0.0/0" #!
      display_name = "anyone"
    }
  }
}
