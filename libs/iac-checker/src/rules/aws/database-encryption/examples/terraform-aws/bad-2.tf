resource "aws_docdb_cluster" "docs" { #!
  cluster_identifier          = "docs"
  master_username             = "app"
  manage_master_user_password = true
}
