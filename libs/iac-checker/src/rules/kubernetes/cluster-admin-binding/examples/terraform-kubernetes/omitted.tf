resource "kubernetes_service_account_v1" "ci" {
  metadata {
    name      = "ci"
    namespace = "ci"
  }
}
