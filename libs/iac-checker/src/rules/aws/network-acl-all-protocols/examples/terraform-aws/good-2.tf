resource "aws_network_acl_rule" "deny" {
  network_acl_id = "acl-0123456789abcdef0"
  rule_number    = 200
  egress         = false
  protocol       = "-1"
  rule_action    = "deny"
  cidr_block     = "0.0.0.0/0"
}
