resource "google_container_cluster" "apps" {
  name                     = "apps"
  location                 = "europe-west1"
  remove_default_node_pool = true
  initial_node_count       = 1
  cluster_autoscaling {
    enabled = true
    auto_provisioning_defaults {
      service_account = "gke-nodes@acme-prod.iam.gserviceaccount.com"
      oauth_scopes    = ["https://www.googleapis.com/auth/cloud-platform"]
    }
    resource_limits {
      resource_type = "cpu"
      maximum       = 64
    }
    resource_limits {
      resource_type = "memory"
      maximum       = 256
    }
  }
}
