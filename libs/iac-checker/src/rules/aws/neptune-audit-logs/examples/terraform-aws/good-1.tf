resource "aws_neptune_cluster" "graph" {
  cluster_identifier             = "graph"
  enable_cloudwatch_logs_exports = ["audit"]
}
