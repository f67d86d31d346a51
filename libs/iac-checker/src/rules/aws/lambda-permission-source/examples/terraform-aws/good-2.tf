resource "aws_lambda_permission" "ops" {
  statement_id  = "AllowOps"
  action        = "lambda:InvokeFunction"
  function_name = "worker"
  principal     = "123456789012"
}
