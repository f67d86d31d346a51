resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = "apps"
  node_config { #!
    machine_type = "e2-standard-4"
  }
}
