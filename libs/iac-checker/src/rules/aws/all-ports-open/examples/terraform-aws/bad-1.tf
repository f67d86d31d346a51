resource "aws_security_group" "open" {
  name = "open"
  ingress {
    from_port   = 0
    to_port     = 0
    protocol    = "-1"
    cidr_blocks = ["0.0.0.0/0"] #!
  }
}
