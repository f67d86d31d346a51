resource "aws_security_group" "web" {
  name        = "web"
  description = "web servers behind the public load balancer"
  vpc_id      = "vpc-0123456789abcdef0"
}
