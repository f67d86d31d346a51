resource "aws_iam_role" "partner" {
  name = "partner"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Action    = "sts:AssumeRole"
      Principal = { AWS = "arn:aws:iam::111122223333:root" }
      Condition = { StringEquals = { "sts:ExternalId" = "partner-7f3a" } }
    }]
  })
}
