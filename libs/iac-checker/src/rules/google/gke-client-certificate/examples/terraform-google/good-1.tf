resource "google_container_cluster" "main" {
  name               = "main"
  location           = "europe-west1"
  initial_node_count = 1
  master_auth {
    client_certificate_config {
      issue_client_certificate = false
    }
  }
}
