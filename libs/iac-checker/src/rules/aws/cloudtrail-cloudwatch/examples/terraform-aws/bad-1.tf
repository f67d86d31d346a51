resource "aws_cloudtrail" "main" { #!
  name           = "main"
  s3_bucket_name = "trail-logs"
}
