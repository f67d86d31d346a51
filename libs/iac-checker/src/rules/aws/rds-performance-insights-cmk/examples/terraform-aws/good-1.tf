resource "aws_kms_key" "insights" {
  description         = "orders Performance Insights"
  enable_key_rotation = true
}
resource "aws_db_instance" "db" {
  identifier                      = "orders"
  instance_class                  = "db.t3.medium"
  performance_insights_enabled    = true
  performance_insights_kms_key_id = aws_kms_key.insights.arn
}
