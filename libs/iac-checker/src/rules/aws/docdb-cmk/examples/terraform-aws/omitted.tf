resource "aws_docdb_cluster" "main" { #!
  cluster_identifier = "docs"
  storage_encrypted  = true
}
