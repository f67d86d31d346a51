resource "google_service_account_iam_member" "ci" {
  service_account_id = "projects/p/serviceAccounts/deploy@p.iam.gserviceaccount.com"
  role               = "roles/iam.serviceAccountUser"
  member             = "serviceAccount:ci@p.iam.gserviceaccount.com"
}
