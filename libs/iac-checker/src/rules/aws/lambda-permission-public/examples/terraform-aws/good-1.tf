resource "aws_lambda_permission" "apigw" {
  action        = "lambda:InvokeFunction"
  function_name = "api"
  principal     = "apigateway.amazonaws.com"
  source_arn    = "arn:aws:execute-api:eu-west-1:123456789012:abc123/*"
}
