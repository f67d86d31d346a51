data "aws_secretsmanager_secret_version" "api" {
  secret_id = "prod/api"
}
data "http" "register" {
  url    = "https://hooks.example.com/register"
  method = "POST"
  request_headers = { #!
    Authorization = "Bearer ${data.aws_secretsmanager_secret_version.api.secret_string}"
  }
}
