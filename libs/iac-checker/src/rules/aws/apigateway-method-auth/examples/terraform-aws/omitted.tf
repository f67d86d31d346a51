resource "aws_api_gateway_method" "list_orders" {
  rest_api_id   = "a1b2c3"
  resource_id   = "r5t6"
  http_method   = "GET"
  authorization = "COGNITO_USER_POOLS"
  authorizer_id = "z9y8"
}
