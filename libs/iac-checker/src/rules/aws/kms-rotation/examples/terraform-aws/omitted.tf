resource "aws_kms_key" "data" { #!
  description = "data"
}
