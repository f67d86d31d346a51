locals {
  everyone = "0.0.0.0/0"
}
resource "aws_security_group_rule" "tcp" {
  type              = "ingress"
  security_group_id = "sg-123"
  from_port         = 0
  to_port           = 65535
  protocol          = "tcp"
  cidr_blocks       = [local.everyone] #!
}
