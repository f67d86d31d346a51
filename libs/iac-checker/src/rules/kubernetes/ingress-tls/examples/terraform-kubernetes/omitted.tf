resource "kubernetes_ingress_v1" "web" { #!
  metadata {
    name = "web"
  }
  spec {
    default_backend {
      service {
        name = "web"
        port {
          number = 80
        }
      }
    }
  }
}
