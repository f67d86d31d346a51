resource "google_bigquery_dataset_iam_member" "viewer" {
  dataset_id = "analytics"
  role       = "roles/bigquery.dataViewer"
  member     = "allAuthenticatedUsers" #!
}
