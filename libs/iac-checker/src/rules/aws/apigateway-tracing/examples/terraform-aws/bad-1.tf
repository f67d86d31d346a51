resource "aws_api_gateway_stage" "prod" {
  stage_name           = "prod"
  rest_api_id          = "a1b2c3"
  deployment_id        = "d4e5f6"
  xray_tracing_enabled = false #!
}
