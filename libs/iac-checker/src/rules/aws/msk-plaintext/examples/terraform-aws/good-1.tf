resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 2
  broker_node_group_info {
    instance_type   = "kafka.t3.small"
    client_subnets  = ["subnet-1", "subnet-2"]
    security_groups = ["sg-1"]
  }
  encryption_info {
    encryption_in_transit {
      client_broker = "TLS"
      in_cluster    = true
    }
  }
}
