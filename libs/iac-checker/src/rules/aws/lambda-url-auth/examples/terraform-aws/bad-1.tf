resource "aws_lambda_function_url" "api" {
  function_name      = "api"
  authorization_type = "NONE" #!
}
