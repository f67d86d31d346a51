resource "aws_cloudtrail" "main" {
  name                       = "main"
  s3_bucket_name             = "trail-logs"
  cloud_watch_logs_group_arn = "arn:aws:logs:eu-west-1:123456789012:log-group:trail:*"
  cloud_watch_logs_role_arn  = "arn:aws:iam::123456789012:role/trail-to-logs"
}
