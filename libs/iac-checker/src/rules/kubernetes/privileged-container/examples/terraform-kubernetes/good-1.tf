resource "kubernetes_pod_v1" "debug" {
  metadata {
    name = "debug"
  }
  spec {
    container {
      name  = "debug"
      image = "busybox:1.36"
    }
  }
}
