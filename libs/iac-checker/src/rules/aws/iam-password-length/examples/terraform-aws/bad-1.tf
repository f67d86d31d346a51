resource "aws_iam_account_password_policy" "strict" {
  minimum_password_length   = 8 #!
  require_symbols           = true
  password_reuse_prevention = 24
}
