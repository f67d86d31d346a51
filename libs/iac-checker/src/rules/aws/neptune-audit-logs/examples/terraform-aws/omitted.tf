resource "aws_neptune_cluster" "graph" { #!
  cluster_identifier = "graph"
}
