resource "aws_cloudfront_distribution" "cdn" { #!
  enabled = true
}
resource "aws_cloudwatch_log_delivery_source" "cdn" {
  name         = "cdn-access-logs"
  log_type     = "ACCESS_LOGS"
  resource_arn = aws_cloudfront_distribution.cdn.arn
}
