resource "aws_cloudfront_distribution" "site" {
  enabled = true
  origin {
    domain_name = "site.s3.eu-west-1.amazonaws.com"
    origin_id   = "s3"
  }
  default_cache_behavior {
    target_origin_id       = "s3"
    viewer_protocol_policy = "https-only"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
  }
  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }
  viewer_certificate {
    cloudfront_default_certificate = true
  }
}
