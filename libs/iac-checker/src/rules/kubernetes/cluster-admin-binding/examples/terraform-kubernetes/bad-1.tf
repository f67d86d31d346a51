resource "kubernetes_cluster_role_binding_v1" "ci" {
  metadata {
    name = "ci"
  }
  role_ref {
    api_group = "rbac.authorization.k8s.io"
    kind      = "ClusterRole"
    name      = "cluster-admin" #!
  }
  subject {
    kind      = "ServiceAccount"
    name      = "ci"
    namespace = "ci"
  }
}
