resource "aws_elasticache_cluster" "cache" { #!
  cluster_id = "cache"
  engine     = "redis"
}
