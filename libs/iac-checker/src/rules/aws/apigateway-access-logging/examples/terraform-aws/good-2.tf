resource "aws_apigatewayv2_stage" "default" {
  api_id      = "a1b2c3"
  name        = "$default"
  auto_deploy = true

  access_log_settings {
    destination_arn = "arn:aws:logs:eu-west-1:123456789012:log-group:/apigateway/orders"
    format          = "$context.requestId $context.status"
  }
}
