resource "kubernetes_network_policy_v1" "web" {
  metadata {
    name      = "web"
    namespace = "default"
  }
  spec {
    pod_selector {
      match_labels = {
        app = "web"
      }
    }
    ingress {
      ports {
        port     = "443"
        protocol = "TCP"
      }
      from {
        ip_block {
          cidr   = "10.0.0.0/16"
          except = ["10.0.0.0/24"]
        }
      }
    }
    policy_types = ["Ingress"]
  }
}
