resource "aws_cloudwatch_log_group" "app" {
  name              = "/app"
  retention_in_days = 90
}
