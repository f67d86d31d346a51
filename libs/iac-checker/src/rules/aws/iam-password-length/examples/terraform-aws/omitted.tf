resource "aws_iam_account_password_policy" "strict" { #!
  require_symbols           = true
  password_reuse_prevention = 24
}
