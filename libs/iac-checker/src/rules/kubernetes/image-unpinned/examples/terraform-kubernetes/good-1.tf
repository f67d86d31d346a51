resource "kubernetes_pod_v1" "web" {
  metadata {
    name = "web"
  }
  spec {
    container {
      name  = "web"
      image = "nginx@sha256:8f4a9d2e6b1c3a5f7e9d0b2c4a6e8f0a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9d1e"
    }
  }
}
