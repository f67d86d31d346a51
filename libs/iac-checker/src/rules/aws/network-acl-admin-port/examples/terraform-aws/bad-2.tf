resource "aws_network_acl" "public" {
  vpc_id = "vpc-123"
  ingress {
    rule_no    = 100
    action     = "allow"
    protocol   = "6"
    cidr_block = "0.0.0.0/0" #!
    from_port  = 3389
    to_port    = 3389
  }
}
