resource "aws_kms_key" "signing" {
  description              = "signing"
  key_usage                = "SIGN_VERIFY"
  customer_master_key_spec = "ECC_NIST_P256"
}
