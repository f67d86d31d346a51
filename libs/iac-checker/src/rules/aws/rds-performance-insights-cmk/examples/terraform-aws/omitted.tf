resource "aws_db_instance" "db" {
  identifier                   = "orders"
  instance_class               = "db.t3.medium"
  performance_insights_enabled = true #!
}
