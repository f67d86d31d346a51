resource "aws_security_group" "web" { #!
  name   = "web"
  vpc_id = "vpc-0123456789abcdef0"
}
