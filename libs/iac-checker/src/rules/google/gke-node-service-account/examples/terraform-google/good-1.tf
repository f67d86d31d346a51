resource "google_container_node_pool" "pool" {
  name    = "pool"
  cluster = "apps"
  node_config {
    service_account = "gke-nodes@p.iam.gserviceaccount.com"
  }
}
