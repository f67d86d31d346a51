resource "aws_lambda_permission" "invoke" {
  action        = "lambda:InvokeFunction"
  function_name = "api"
  principal     = "*" #!
}
