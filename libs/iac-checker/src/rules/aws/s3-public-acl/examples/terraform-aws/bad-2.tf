variable "acl" {
  default = "public-read-write"
}
resource "aws_s3_bucket_acl" "uploads" {
  bucket = "uploads"
  acl    = var.acl #!
}
