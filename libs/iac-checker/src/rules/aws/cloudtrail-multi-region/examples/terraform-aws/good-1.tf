resource "aws_cloudtrail" "audit" {
  name                  = "audit"
  s3_bucket_name        = "acme-audit"
  is_multi_region_trail = true
}
