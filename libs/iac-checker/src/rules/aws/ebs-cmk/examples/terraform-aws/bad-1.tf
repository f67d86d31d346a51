resource "aws_ebs_volume" "main" { #!
  availability_zone = "eu-west-1a"
  size              = 20
  encrypted         = true
}
