resource "aws_s3_bucket" "uploads" { #!
  bucket_prefix = "uploads-"
}
