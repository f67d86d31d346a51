resource "aws_network_acl_rule" "in" {
  network_acl_id = "acl-0123456789abcdef0"
  rule_number    = 100
  egress         = false
  protocol       = "-1" #!
  rule_action    = "allow"
  cidr_block     = "10.0.0.0/16"
}
