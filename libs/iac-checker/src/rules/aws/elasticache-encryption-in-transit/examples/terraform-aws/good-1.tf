resource "aws_elasticache_replication_group" "cache" {
  replication_group_id       = "cache"
  description                = "sessions"
  node_type                  = "cache.t4g.micro"
  transit_encryption_enabled = true
}
