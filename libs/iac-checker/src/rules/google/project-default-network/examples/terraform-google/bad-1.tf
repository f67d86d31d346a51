resource "google_project" "app" {
  name                = "app"
  project_id          = "acme-app"
  auto_create_network = true #!
}
