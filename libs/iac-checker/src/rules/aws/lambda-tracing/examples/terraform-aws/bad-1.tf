resource "aws_lambda_function" "api" {
  function_name = "api"
  role          = "arn:aws:iam::123456789012:role/api"
  tracing_config {
    mode = "PassThrough" #!
  }
}
