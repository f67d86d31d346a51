resource "aws_mq_broker" "events" {
  broker_name = "events"
  engine_type = "ActiveMQ"
  logs {
    audit   = false #!
    general = true
  }
}
