resource "aws_sfn_state_machine" "orders" {
  name     = "orders"
  role_arn = "arn:aws:iam::123456789012:role/sfn"
  definition = jsonencode({ StartAt = "Done", States = { Done = { Type = "Succeed" } } })
  tracing_configuration {
    enabled = true
  }
}
