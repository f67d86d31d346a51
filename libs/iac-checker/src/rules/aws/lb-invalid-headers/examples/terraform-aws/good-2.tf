resource "aws_lb" "tcp" {
  name               = "tcp"
  load_balancer_type = "network"
}
