resource "aws_redshift_cluster" "dw" {
  cluster_identifier          = "dw"
  node_type                   = "ra3.xlplus"
  master_username             = "admin"
  manage_master_password      = true
  encrypted                   = false #!
}
