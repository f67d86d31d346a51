resource "aws_vpc_security_group_ingress_rule" "https" {
  security_group_id = "sg-123"
  description       = "HTTPS from the office"
  cidr_ipv4         = "203.0.113.0/24"
  from_port         = 443
  to_port           = 443
  ip_protocol       = "tcp"
}
