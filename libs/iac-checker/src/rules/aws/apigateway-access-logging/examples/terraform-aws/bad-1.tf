resource "aws_apigatewayv2_stage" "default" { #!
  api_id      = "a1b2c3"
  name        = "$default"
  auto_deploy = true
}
