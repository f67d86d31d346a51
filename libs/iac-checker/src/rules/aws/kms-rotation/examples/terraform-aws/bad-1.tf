resource "aws_kms_key" "data" {
  description         = "data"
  enable_key_rotation = false #!
}
