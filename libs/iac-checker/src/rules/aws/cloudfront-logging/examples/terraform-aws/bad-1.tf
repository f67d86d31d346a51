resource "aws_cloudfront_distribution" "cdn" { #!
  enabled = true
}
