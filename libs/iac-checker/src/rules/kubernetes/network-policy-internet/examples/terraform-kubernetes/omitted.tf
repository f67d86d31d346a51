resource "kubernetes_network_policy_v1" "deny_all" {
  metadata {
    name      = "deny-all"
    namespace = "default"
  }
  spec {
    pod_selector {}
    policy_types = ["Ingress", "Egress"]
  }
}
