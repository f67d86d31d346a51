resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3
  encryption_info {
    encryption_at_rest_kms_key_arn = "arn:aws:kms:eu-west-1:123456789012:alias/aws/kafka" #!
  }
}
