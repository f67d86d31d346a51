resource "aws_s3_bucket" "data" {
  bucket = "acme-data"
}
resource "aws_s3_bucket" "logs" {
  bucket = "acme-logs"
}
resource "aws_s3_bucket_logging" "data" {
  bucket        = aws_s3_bucket.data.id
  target_bucket = aws_s3_bucket.logs.id
  target_prefix = "data/"
}
