resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1

  node_config { #!
    machine_type = "e2-standard-4"
  }
}
