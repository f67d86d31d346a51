resource "aws_lambda_permission" "events" {
  action        = "lambda:InvokeFunction"
  function_name = "api"
  principal     = "events.amazonaws.com"
}
