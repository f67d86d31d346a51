resource "aws_s3_bucket" "data" {
  bucket = "acme-data"
}
resource "aws_cloudtrail" "main" {
  name           = "main"
  s3_bucket_name = "acme-trail"
  event_selector {
    read_write_type = "All"
    data_resource {
      type   = "AWS::S3::Object"
      values = ["arn:aws:s3:::${aws_s3_bucket.data.bucket}/"]
    }
  }
}
