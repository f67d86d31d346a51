resource "aws_lambda_permission" "sns" {
  statement_id  = "AllowSns"
  action        = "lambda:InvokeFunction"
  function_name = "worker"
  principal     = "sns.amazonaws.com"
  source_arn    = "arn:aws:sns:eu-west-1:123456789012:jobs"
}
