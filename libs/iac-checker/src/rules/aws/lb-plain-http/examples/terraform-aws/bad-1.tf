resource "aws_lb_listener" "web" {
  load_balancer_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:loadbalancer/app/web/1"
  port              = 80
  protocol          = "HTTP" #!
  default_action {
    type             = "forward"
    target_group_arn = "arn:aws:elasticloadbalancing:eu-west-1:123456789012:targetgroup/web/1"
  }
}
