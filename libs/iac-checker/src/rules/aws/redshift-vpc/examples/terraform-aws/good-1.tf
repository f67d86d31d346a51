resource "aws_redshift_cluster" "dw" {
  cluster_identifier        = "dw"
  node_type                 = "ra3.xlplus"
  cluster_subnet_group_name = "private"
}
