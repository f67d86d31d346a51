resource "google_sql_database_instance" "reports" {
  name                = "reports"
  region              = "europe-west1"
  database_version    = "SQLSERVER_2022_STANDARD"
  root_password       = var.root_password
  deletion_protection = true

  settings {
    tier = "db-custom-2-7680"

    database_flags {
      name  = "contained database authentication"
      value = "on" #!
    }

    ip_configuration {
      ipv4_enabled = false
      ssl_mode     = "ENCRYPTED_ONLY"
    }
  }
}

variable "root_password" {
  type      = string
  sensitive = true
}
