variable "root_mfa" {
  description = "The root user's MFA device serial and current code"
  type        = string
  sensitive   = true
}
resource "aws_s3_bucket" "records" {
  bucket = "records-archive"
}
resource "aws_s3_bucket_versioning" "records" {
  bucket = aws_s3_bucket.records.id
  mfa    = var.root_mfa
  versioning_configuration {
    status     = "Enabled"
    mfa_delete = "Enabled"
  }
}
