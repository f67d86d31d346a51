resource "aws_docdb_cluster" "orders" {
  cluster_identifier              = "orders"
  master_username                 = "orders"
  manage_master_user_password     = true
  storage_encrypted               = true
  enabled_cloudwatch_logs_exports = ["audit", "profiler"]
}
