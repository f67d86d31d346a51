resource "kubernetes_pod_v1" "logs" {
  metadata {
    name = "logs"
  }
  spec {
    container {
      name  = "logs"
      image = "busybox:1.36"
    }
  }
}
