variable "admin_cidr" {
  default = "0.0.0.0/0"
}
resource "aws_vpc_security_group_ingress_rule" "rdp" {
  security_group_id = "sg-123"
  cidr_ipv4         = var.admin_cidr #!
  from_port         = 3380
  to_port           = 3390
  ip_protocol       = "tcp"
}
