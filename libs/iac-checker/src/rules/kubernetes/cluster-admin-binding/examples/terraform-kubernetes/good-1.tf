resource "kubernetes_role_binding_v1" "ci" {
  metadata {
    name      = "ci"
    namespace = "app"
  }
  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "edit"
  }
  subject {
    kind      = "ServiceAccount"
    name      = "ci"
    namespace = "ci"
  }
}
