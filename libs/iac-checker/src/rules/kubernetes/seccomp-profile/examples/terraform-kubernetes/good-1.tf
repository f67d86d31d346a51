resource "kubernetes_pod_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    security_context {
      seccomp_profile {
        type = "RuntimeDefault"
      }
    }
    container {
      name  = "web"
      image = "nginx:1.27"
    }
  }
}
