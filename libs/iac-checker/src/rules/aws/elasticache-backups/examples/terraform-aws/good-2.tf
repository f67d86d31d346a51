resource "aws_elasticache_cluster" "sessions" {
  cluster_id = "sessions"
  engine     = "memcached"
}
