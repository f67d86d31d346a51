resource "aws_cloudfront_distribution" "site" {
  enabled = true
  origin {
    domain_name = "site.s3.eu-west-1.amazonaws.com"
    origin_id   = "s3"
  }
  default_cache_behavior {
    target_origin_id       = "s3"
    viewer_protocol_policy = "redirect-to-https"
    allowed_methods        = ["GET", "HEAD"]
    cached_methods         = ["GET", "HEAD"]
  }
  restrictions {
    geo_restriction {
      restriction_type = "none"
    }
  }
  viewer_certificate {
    acm_certificate_arn      = "arn:aws:acm:us-east-1:123456789012:certificate/1"
    ssl_support_method       = "sni-only"
    minimum_protocol_version = "TLSv1_2016" #!
  }
}
