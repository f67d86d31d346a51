resource "google_sql_database_instance" "replica" {
  name                 = "orders-replica"
  database_version     = "POSTGRES_16"
  region               = "europe-west1"
  master_instance_name = "orders"
  settings {
    tier = "db-custom-2-7680"
  }
}
