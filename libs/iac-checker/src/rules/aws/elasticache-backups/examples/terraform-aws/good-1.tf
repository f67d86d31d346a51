resource "aws_elasticache_cluster" "cache" {
  cluster_id               = "cache"
  engine                   = "redis"
  snapshot_retention_limit = 7
}
