resource "google_bigquery_dataset" "sales" {
  dataset_id = "sales"
}
