resource "aws_iam_policy" "uploads" {
  name = "uploads"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect   = "Allow"
      Action   = ["s3:GetObject", "s3:PutObject"]
      Resource = "arn:aws:s3:::uploads/*"
    }]
  })
}
