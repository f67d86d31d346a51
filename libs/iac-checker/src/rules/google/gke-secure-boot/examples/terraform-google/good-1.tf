resource "google_container_cluster" "main" {
  name                     = "main"
  location                 = "europe-west1"
  initial_node_count       = 1
  remove_default_node_pool = true

  node_config {
    machine_type = "e2-small"
  }
}

resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = google_container_cluster.main.name
  location   = "europe-west1"
  node_count = 2

  node_config {
    machine_type = "e2-standard-4"

    shielded_instance_config {
      enable_secure_boot          = true
      enable_integrity_monitoring = true
    }
  }
}
