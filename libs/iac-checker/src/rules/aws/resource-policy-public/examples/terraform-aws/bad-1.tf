resource "aws_s3_bucket_policy" "site" {
  bucket = "site"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Allow"
      Principal = "*" #!
      Action    = "s3:GetObject"
      Resource  = "arn:aws:s3:::site/*"
    }]
  })
}
