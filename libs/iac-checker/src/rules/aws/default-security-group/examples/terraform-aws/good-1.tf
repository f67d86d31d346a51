resource "aws_default_security_group" "default" {
  vpc_id = "vpc-123"
}
