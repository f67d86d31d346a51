resource "aws_cloudwatch_log_group" "api" {
  name              = "/apigateway/orders"
  retention_in_days = 90
}

resource "aws_api_gateway_stage" "prod" {
  rest_api_id   = "a1b2c3"
  deployment_id = "d4e5f6"
  stage_name    = "prod"

  access_log_settings {
    destination_arn = aws_cloudwatch_log_group.api.arn
    format          = "$context.requestId $context.identity.sourceIp $context.httpMethod $context.resourcePath $context.status"
  }
}
