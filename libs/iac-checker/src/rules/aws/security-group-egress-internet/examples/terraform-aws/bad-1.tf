resource "aws_security_group" "web" {
  name        = "web"
  description = "web servers"
  vpc_id      = "vpc-0123456789abcdef0"
  egress {
    description = "anywhere"
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"] #!
  }
}
