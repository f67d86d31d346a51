resource "aws_sqs_queue" "jobs" {
  name = "jobs"
}
resource "aws_sqs_queue_policy" "jobs" {
  queue_url = aws_sqs_queue.jobs.id
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{ #!
      Effect    = "Allow"
      Principal = { AWS = "arn:aws:iam::123456789012:root" }
      Action    = "sqs:*"
      Resource  = aws_sqs_queue.jobs.arn
    }]
  })
}
