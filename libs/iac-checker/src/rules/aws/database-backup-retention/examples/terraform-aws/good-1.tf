resource "aws_rds_cluster" "db" {
  engine                      = "aurora-postgresql"
  master_username             = "app"
  manage_master_user_password = true
  backup_retention_period     = 7
}
