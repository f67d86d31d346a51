resource "aws_vpc_security_group_ingress_rule" "redis" {
  security_group_id = "sg-123"
  cidr_ipv6         = "::/0" #!
  from_port         = 6379
  to_port           = 6379
  ip_protocol       = "tcp"
}
