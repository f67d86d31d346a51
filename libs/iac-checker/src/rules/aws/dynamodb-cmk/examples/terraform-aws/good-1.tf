resource "aws_kms_key" "orders" {
  description         = "orders table"
  enable_key_rotation = true
}
resource "aws_dynamodb_table" "orders" {
  name         = "orders"
  billing_mode = "PAY_PER_REQUEST"
  hash_key     = "id"

  attribute {
    name = "id"
    type = "S"
  }

  server_side_encryption {
    enabled     = true
    kms_key_arn = aws_kms_key.orders.arn
  }
}
