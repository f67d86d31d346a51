resource "aws_mq_broker" "events" {
  broker_name         = "events"
  publicly_accessible = false
}
