resource "kubernetes_pod_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    security_context {
      run_as_non_root = true
      run_as_user     = 101
    }
    container {
      name  = "web"
      image = "nginxinc/nginx-unprivileged:1.27"
    }
  }
}
