resource "google_container_cluster" "apps" { #!
  name     = "apps"
  location = "europe-west1"
}
