resource "aws_kms_key" "data" {
  description         = "acme-data objects"
  enable_key_rotation = true
}
resource "aws_s3_bucket" "data" {
  bucket = "acme-data"
}
resource "aws_s3_bucket_server_side_encryption_configuration" "data" {
  bucket = aws_s3_bucket.data.id
  rule {
    apply_server_side_encryption_by_default {
      sse_algorithm     = "aws:kms"
      kms_master_key_id = aws_kms_key.data.arn
    }
    bucket_key_enabled = true
  }
}
