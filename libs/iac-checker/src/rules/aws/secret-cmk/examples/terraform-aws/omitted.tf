resource "aws_secretsmanager_secret" "main" { #!
  name = "app/db"
}
