resource "aws_security_group" "web" {
  name        = "web"
  description = "web servers"
  vpc_id      = "vpc-0123456789abcdef0"
  egress {
    description = "database"
    from_port   = 5432
    to_port     = 5432
    protocol    = "tcp"
    cidr_blocks = ["10.0.2.0/24"]
  }
}
