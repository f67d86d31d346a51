resource "aws_s3_bucket" "data" {
  bucket = "acme-data"
}
resource "aws_cloudtrail" "main" {
  name           = "main"
  s3_bucket_name = "acme-trail"
  advanced_event_selector {
    name = "S3 objects"
    field_selector {
      field  = "eventCategory"
      equals = ["Data"]
    }
    field_selector {
      field  = "resources.type"
      equals = ["AWS::S3::Object"]
    }
  }
}
