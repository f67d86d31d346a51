data "google_compute_default_service_account" "default" {}

resource "google_project_iam_member" "vm" {
  project = "p"
  role    = "roles/storage.admin"
  member  = "serviceAccount:${data.google_compute_default_service_account.default.email}" #!
}
