resource "google_sql_database_instance" "db" {
  name             = "db"
  database_version = "MYSQL_8_0"
  region           = "europe-west1"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      ssl_mode = "ALLOW_UNENCRYPTED_AND_ENCRYPTED" #!
    }
  }
}
