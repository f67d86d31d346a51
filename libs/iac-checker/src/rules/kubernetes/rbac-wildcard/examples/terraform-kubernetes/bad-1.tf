resource "kubernetes_cluster_role_v1" "deployer" {
  metadata {
    name = "deployer"
  }
  rule {
    api_groups = ["apps"]
    resources  = ["deployments"]
    verbs      = ["*"] #!
  }
}
