resource "aws_cloudwatch_log_group" "main" { #!
  name              = "/app/web"
  retention_in_days = 30
}
