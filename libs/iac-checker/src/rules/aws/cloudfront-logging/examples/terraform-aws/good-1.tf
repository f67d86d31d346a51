resource "aws_cloudfront_distribution" "cdn" {
  enabled = true
  logging_config {
    bucket = "logs.s3.amazonaws.com"
  }
}
