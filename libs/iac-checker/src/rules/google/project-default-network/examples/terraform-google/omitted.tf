resource "google_project" "app" { #!
  name       = "app"
  project_id = "acme-app"
}
