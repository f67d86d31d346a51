resource "aws_vpc_security_group_ingress_rule" "postgres" {
  security_group_id            = "sg-123"
  referenced_security_group_id = "sg-456"
  from_port                    = 5432
  to_port                      = 5432
  ip_protocol                  = "tcp"
}
