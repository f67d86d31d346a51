resource "aws_network_acl_rule" "ssh" {
  network_acl_id = "acl-123"
  rule_number    = 100
  egress         = false
  protocol       = "tcp"
  rule_action    = "allow"
  cidr_block     = "0.0.0.0/0" #!
  from_port      = 22
  to_port        = 22
}
