resource "aws_api_gateway_method_settings" "all" {
  rest_api_id = "a1b2c3"
  stage_name  = "prod"
  method_path = "*/*"

  settings {
    caching_enabled = true #!
    metrics_enabled = true
  }
}
