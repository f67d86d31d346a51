resource "aws_rds_cluster" "aurora" {
  engine                      = "aurora-postgresql"
  master_username             = "app"
  manage_master_user_password = true
  storage_encrypted           = true
}
