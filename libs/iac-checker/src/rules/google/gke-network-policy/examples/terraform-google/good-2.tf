resource "google_container_cluster" "apps" {
  name     = "apps"
  location = "europe-west1"
  datapath_provider = "ADVANCED_DATAPATH"
}
