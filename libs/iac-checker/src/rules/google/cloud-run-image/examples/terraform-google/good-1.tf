resource "google_cloud_run_v2_service" "api" {
  name     = "api"
  location = "europe-west1"
  template {
    containers {
      image = "europe-docker.pkg.dev/acme/app/api:1.4.2"
    }
  }
}
