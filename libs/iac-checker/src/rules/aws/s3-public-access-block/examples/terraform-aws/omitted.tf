resource "aws_s3_bucket_public_access_block" "data" { #!
  bucket            = "data"
  block_public_acls = true
}
