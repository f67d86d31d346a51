resource "kubernetes_role_v1" "reader" {
  metadata {
    name      = "reader"
    namespace = "app"
  }
}
