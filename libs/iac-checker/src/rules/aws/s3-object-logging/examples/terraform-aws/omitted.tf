resource "aws_s3_bucket" "data" { #!
  bucket = "acme-data"
}
