resource "google_sql_database_instance" "main" {
  name                = "main"
  region              = "europe-west1"
  database_version    = "POSTGRES_16"
  deletion_protection = true

  settings {
    tier = "db-custom-2-7680"
  }
}
