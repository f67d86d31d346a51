resource "google_sql_database_instance" "db" {
  name                = "db"
  database_version    = "POSTGRES_16"
  region              = "europe-west1"
  deletion_protection = true
  settings {
    tier                        = "db-f1-micro"
    deletion_protection_enabled = true
  }
}
