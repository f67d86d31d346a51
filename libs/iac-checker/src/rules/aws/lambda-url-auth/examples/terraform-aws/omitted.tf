resource "aws_lambda_alias" "live" {
  name             = "live"
  function_name    = "api"
  function_version = "1"
}
