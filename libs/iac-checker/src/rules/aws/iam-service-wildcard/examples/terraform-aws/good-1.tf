resource "aws_iam_role_policy" "app" {
  role = "app"
  policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Action = "s3:*", Resource = "arn:aws:s3:::app-data/*" }]
  })
}
