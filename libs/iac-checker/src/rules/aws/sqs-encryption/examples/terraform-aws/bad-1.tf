resource "aws_sqs_queue" "jobs" {
  name                    = "jobs"
  sqs_managed_sse_enabled = false #!
}
