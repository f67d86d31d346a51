resource "aws_iam_user_policy_attachment" "ops" { #!
  user       = "ops"
  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
}
