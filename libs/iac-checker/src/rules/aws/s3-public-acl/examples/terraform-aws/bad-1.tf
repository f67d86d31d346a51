resource "aws_s3_bucket_acl" "site" {
  bucket = "site"
  acl    = "public-read" #!
}
