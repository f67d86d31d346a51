resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = "main"
  location   = "europe-west1"
  node_count = 2

  node_config {
    machine_type = "e2-standard-4"

    shielded_instance_config {
      enable_secure_boot          = false #!
      enable_integrity_monitoring = true
    }
  }
}
