resource "aws_network_acl_rule" "deny_ssh" {
  network_acl_id = "acl-123"
  rule_number    = 90
  protocol       = "tcp"
  rule_action    = "deny"
  cidr_block     = "0.0.0.0/0"
  from_port      = 22
  to_port        = 22
}
