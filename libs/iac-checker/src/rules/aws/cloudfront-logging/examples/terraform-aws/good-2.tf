resource "aws_cloudfront_distribution" "cdn" {
  enabled = true
}
resource "aws_cloudwatch_log_delivery_source" "cdn" {
  name         = "cdn-access-logs"
  log_type     = "ACCESS_LOGS"
  resource_arn = aws_cloudfront_distribution.cdn.arn
}
resource "aws_cloudwatch_log_delivery_destination" "logs" {
  name = "cdn-logs"
  delivery_destination_configuration {
    destination_resource_arn = "arn:aws:s3:::acme-cdn-logs"
  }
}
resource "aws_cloudwatch_log_delivery" "cdn" {
  delivery_source_name     = aws_cloudwatch_log_delivery_source.cdn.name
  delivery_destination_arn = aws_cloudwatch_log_delivery_destination.logs.arn
}
