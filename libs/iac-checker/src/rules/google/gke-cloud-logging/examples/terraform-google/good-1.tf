resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  logging_service    = "logging.googleapis.com/kubernetes"
  monitoring_service = "monitoring.googleapis.com/kubernetes"
}
