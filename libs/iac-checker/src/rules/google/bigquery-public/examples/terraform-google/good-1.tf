resource "google_bigquery_dataset" "sales" {
  dataset_id = "sales"
  access {
    role           = "READER"
    group_by_email = "analysts@example.com"
  }
}
