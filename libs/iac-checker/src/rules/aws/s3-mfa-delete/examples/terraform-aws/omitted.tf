resource "aws_s3_bucket" "records" {
  bucket = "records-archive"
}
resource "aws_s3_bucket_versioning" "records" {
  bucket = aws_s3_bucket.records.id
  versioning_configuration {
    status = "Enabled"
  }
}
