resource "aws_s3_bucket_policy" "tls" {
  bucket = "data"
  policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{
      Effect    = "Deny"
      Principal = "*"
      Action    = "s3:*"
      Resource  = "arn:aws:s3:::data/*"
      Condition = { Bool = { "aws:SecureTransport" = "false" } }
    }]
  })
}
