resource "kubernetes_cluster_role_v1" "empty" {
  metadata {
    name = "empty"
  }
}
