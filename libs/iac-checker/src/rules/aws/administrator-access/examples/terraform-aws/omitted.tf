resource "aws_iam_user" "ci" {
  name = "ci"
}
