resource "aws_elasticache_cluster" "legacy" {
  cluster_id = "legacy"
  engine     = "redis"
  node_type  = "cache.t1.micro"
}
