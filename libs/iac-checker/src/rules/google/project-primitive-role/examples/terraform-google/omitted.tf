resource "google_service_account" "ci" {
  account_id = "ci"
}
