resource "kubernetes_deployment_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    selector {
      match_labels = { app = "web" }
    }
    template {
      metadata {
        labels = { app = "web" }
      }
      spec {
        container {
          name  = "web"
          image = "nginxinc/nginx-unprivileged:1.27"
          security_context {
            run_as_user = 101
          }
        }
      }
    }
  }
}
