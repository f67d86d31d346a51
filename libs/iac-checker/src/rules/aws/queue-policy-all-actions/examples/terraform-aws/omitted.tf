resource "aws_sqs_queue" "jobs" {
  name = "jobs"
}
