resource "kubernetes_role_v1" "reader" {
  metadata {
    name      = "reader"
    namespace = "app"
  }
  rule {
    api_groups = [""]
    resources  = ["configmaps"]
    verbs      = ["get", "list", "watch"]
  }
}
