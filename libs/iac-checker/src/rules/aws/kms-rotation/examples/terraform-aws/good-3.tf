resource "aws_kms_key" "mac" {
  description              = "webhook tags"
  key_usage                = "GENERATE_VERIFY_MAC"
  customer_master_key_spec = "HMAC_256"
  enable_key_rotation      = false
}
