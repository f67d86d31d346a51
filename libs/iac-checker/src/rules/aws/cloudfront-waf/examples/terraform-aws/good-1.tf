resource "aws_cloudfront_distribution" "cdn" {
  enabled    = true
  web_acl_id = "arn:aws:wafv2:us-east-1:123456789012:global/webacl/edge/1a2b3c"
}
