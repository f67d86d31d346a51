resource "google_compute_subnetwork" "app" {
  name          = "app"
  ip_cidr_range = "10.10.0.0/24"
  region        = "europe-west1"
  network       = "main"
  log_config {
    aggregation_interval = "INTERVAL_5_SEC"
    flow_sampling        = 0.5
    metadata             = "INCLUDE_ALL_METADATA"
  }
}
