resource "kubernetes_manifest" "shell" {
  manifest = {
    apiVersion = "v1"
    kind       = "Pod"
    metadata   = { name = "shell", namespace = "default" }
    spec = {
      containers = [{ name = "shell", image = "busybox:1.36" }]
      volumes    = [{ name = "scratch", emptyDir = {} }]
    }
  }
}
