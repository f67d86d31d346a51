resource "aws_security_group_rule" "postgres" {
  type              = "ingress"
  security_group_id = "sg-123"
  from_port         = 5432
  to_port           = 5432
  protocol          = "tcp"
  cidr_blocks       = ["10.0.0.0/16", "0.0.0.0/0"] #!
}
