data "aws_iam_policy_document" "all" {
  statement { #!
    actions   = ["*"]
    resources = ["*"]
  }
}
resource "aws_iam_role_policy" "all" {
  role   = "app"
  policy = data.aws_iam_policy_document.all.json
}
