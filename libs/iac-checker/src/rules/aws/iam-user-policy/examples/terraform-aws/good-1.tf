resource "aws_iam_group_policy_attachment" "ops" {
  group      = "ops"
  policy_arn = "arn:aws:iam::aws:policy/ReadOnlyAccess"
}
