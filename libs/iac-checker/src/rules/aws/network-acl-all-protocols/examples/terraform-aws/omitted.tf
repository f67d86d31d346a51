resource "aws_network_acl_rule" "in" {
  network_acl_id = "acl-0123456789abcdef0"
  rule_number    = 100
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "10.0.0.0/16"
  from_port      = 443
  to_port        = 443
}
