resource "aws_network_acl" "private" {
  vpc_id = "vpc-123"
}
