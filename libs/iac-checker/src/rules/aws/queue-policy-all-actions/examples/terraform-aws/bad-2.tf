data "aws_iam_policy_document" "jobs" {
  statement { #!
    actions   = ["*"]
    resources = ["arn:aws:sqs:eu-west-1:123456789012:jobs"]
    principals {
      type        = "AWS"
      identifiers = ["arn:aws:iam::123456789012:role/worker"]
    }
  }
}
resource "aws_sqs_queue" "jobs" {
  name   = "jobs"
  policy = data.aws_iam_policy_document.jobs.json
}
