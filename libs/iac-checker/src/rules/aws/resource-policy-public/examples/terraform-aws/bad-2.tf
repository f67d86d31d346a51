data "aws_iam_policy_document" "queue" {
  statement {
    actions   = ["sqs:SendMessage"]
    resources = ["*"]
    principals { #!
      type        = "*"
      identifiers = ["*"]
    }
  }
}
resource "aws_sqs_queue_policy" "queue" {
  queue_url = "https://sqs.eu-west-1.amazonaws.com/123456789012/jobs"
  policy    = data.aws_iam_policy_document.queue.json
}
