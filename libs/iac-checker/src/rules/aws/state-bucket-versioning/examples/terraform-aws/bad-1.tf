terraform {
  backend "s3" {
    bucket = "acme-infra"
    key    = "prod.tfstate"
    region = "eu-west-1"
  }
}
resource "aws_s3_bucket" "state" { #!
  bucket = "acme-infra"
}
