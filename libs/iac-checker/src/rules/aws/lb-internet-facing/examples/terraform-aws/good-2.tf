resource "aws_lb" "inspect" {
  name               = "inspect"
  load_balancer_type = "gateway"
}
