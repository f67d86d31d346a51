resource "google_compute_project_metadata" "default" {
  metadata = { #!
    serial-port-logging-enable = "TRUE"
  }
}
