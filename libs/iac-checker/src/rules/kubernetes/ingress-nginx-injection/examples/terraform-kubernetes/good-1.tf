resource "kubernetes_ingress_v1" "web" {
  metadata {
    name = "web"
    annotations = {
      "nginx.ingress.kubernetes.io/mirror-target" = "https://mirror.example.com$request_uri"
    }
  }
  spec {
    ingress_class_name = "nginx"
    tls {
      hosts       = ["app.example.com"]
      secret_name = "web-tls"
    }
    rule {
      host = "app.example.com"
      http {
        path {
          path      = "/"
          path_type = "Prefix"
          backend {
            service {
              name = "web"
              port {
                number = 80
              }
            }
          }
        }
      }
    }
  }
}
