resource "aws_iam_account_password_policy" "strict" {
  minimum_password_length      = 14
  require_lowercase_characters = false #!
  require_uppercase_characters = true
  require_numbers              = false #!
  require_symbols              = true
}
