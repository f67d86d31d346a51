resource "aws_db_instance" "primary" {
  identifier                  = "primary"
  engine                      = "postgres"
  instance_class              = "db.t4g.micro"
  allocated_storage           = 20
  username                    = "app"
  manage_master_user_password = true
  backup_retention_period     = 14
}
resource "aws_db_instance" "replica" {
  identifier          = "replica"
  instance_class      = "db.t4g.micro"
  replicate_source_db = aws_db_instance.primary.identifier
}
