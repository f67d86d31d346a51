resource "aws_msk_cluster" "events" {
  cluster_name           = "events"
  kafka_version          = "3.6.0"
  number_of_broker_nodes = 3
  encryption_info { #!
    encryption_in_transit {
      client_broker = "TLS"
    }
  }
}
