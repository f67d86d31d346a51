resource "aws_default_security_group" "default" {
  vpc_id = "vpc-123"
  ingress { #!
    protocol  = "-1"
    self      = true
    from_port = 0
    to_port   = 0
  }
}
