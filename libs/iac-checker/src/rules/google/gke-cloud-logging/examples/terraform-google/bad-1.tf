resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  logging_service    = "none" #!
  monitoring_service = "monitoring.googleapis.com" #!
}
