resource "google_bigquery_dataset" "sales" {
  dataset_id = "sales"
  access {
    role          = "READER"
    special_group = "allAuthenticatedUsers" #!
  }
}
