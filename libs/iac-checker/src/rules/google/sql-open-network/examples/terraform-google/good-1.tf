resource "google_sql_database_instance" "db" {
  name             = "db"
  database_version = "POSTGRES_16"
  region           = "europe-west1"
  settings {
    tier = "db-f1-micro"
    ip_configuration {
      authorized_networks {
        name  = "office"
        value = "203.0.113.0/24"
      }
    }
  }
}
