resource "aws_kms_key" "events" {
  description         = "events brokers"
  enable_key_rotation = true
}
resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3
  encryption_info {
    encryption_at_rest_kms_key_arn = aws_kms_key.events.arn
  }
}
