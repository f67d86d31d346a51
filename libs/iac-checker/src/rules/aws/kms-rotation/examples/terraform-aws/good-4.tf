resource "aws_kms_key" "signing" {
  description         = "signs release manifests; AWS cannot rotate a key for signing"
  key_usage           = "SIGN_VERIFY"
  enable_key_rotation = false
}
