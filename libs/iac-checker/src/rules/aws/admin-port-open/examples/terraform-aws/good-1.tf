resource "aws_security_group_rule" "ssh" {
  type              = "ingress"
  security_group_id = "sg-123"
  from_port         = 22
  to_port           = 22
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/8"]
}
