resource "google_sql_database_instance" "main" {
  name                = "main"
  region              = "europe-west1"
  database_version    = "MYSQL_8_0"
  deletion_protection = true

  settings {
    tier = "db-custom-2-7680"

    ip_configuration {
      ipv4_enabled = false
      ssl_mode     = "ENCRYPTED_ONLY"
    }
  }
}
