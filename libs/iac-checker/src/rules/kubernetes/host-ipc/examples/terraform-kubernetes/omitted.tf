resource "kubernetes_pod_v1" "agent" {
  metadata {
    name = "agent"
  }
  spec {
    container {
      name  = "agent"
      image = "busybox:1.36"
    }
  }
}
