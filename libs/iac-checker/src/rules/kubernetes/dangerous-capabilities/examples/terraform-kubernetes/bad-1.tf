resource "kubernetes_pod_v1" "vpn" {
  metadata {
    name = "vpn"
  }
  spec {
    container {
      name  = "vpn"
      image = "alpine:3.20"
      security_context {
        capabilities {
          add = ["NET_ADMIN"] #!
        }
      }
    }
  }
}
