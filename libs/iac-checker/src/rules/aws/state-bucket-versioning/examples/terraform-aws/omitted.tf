resource "aws_s3_bucket" "tf_state" { #!
  bucket_prefix = "state-"
}
