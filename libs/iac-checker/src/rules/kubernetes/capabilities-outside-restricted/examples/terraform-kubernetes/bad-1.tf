resource "kubernetes_pod_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    container {
      name  = "web"
      image = "nginx:1.27"
      security_context {
        capabilities {
          drop = ["ALL"]
          add  = ["NET_RAW"] #!
        }
      }
    }
  }
}
