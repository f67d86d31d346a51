resource "aws_sfn_state_machine" "orders" {
  name     = "orders"
  role_arn = "arn:aws:iam::123456789012:role/sfn"
  definition = jsonencode({ StartAt = "Done", States = { Done = { Type = "Succeed" } } })
  logging_configuration {
    log_destination        = "arn:aws:logs:eu-west-1:123456789012:log-group:sfn:*"
    level                  = "ALL"
    include_execution_data = true
  }
}
