resource "google_container_cluster" "main" {
  name                     = "main"
  location                 = "europe-west1"
  initial_node_count       = 1
  remove_default_node_pool = true

  workload_identity_config {
    workload_pool = "acme-prod.svc.id.goog"
  }
}

resource "google_container_node_pool" "general" {
  name       = "general"
  cluster    = google_container_cluster.main.name
  location   = "europe-west1"
  node_count = 2

  node_config {
    machine_type = "e2-standard-4"

    workload_metadata_config {
      mode = "GKE_METADATA"
    }
  }
}
