resource "kubernetes_service_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    selector = { app = "web" }
    port {
      port = 80
    }
  }
}
