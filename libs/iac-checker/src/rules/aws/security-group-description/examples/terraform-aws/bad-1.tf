resource "aws_security_group" "web" {
  name = "web"
  ingress { #!
    from_port   = 443
    to_port     = 443
    protocol    = "tcp"
    cidr_blocks = ["10.0.0.0/8"]
  }
}
