resource "kubernetes_manifest" "node_shell" {
  manifest = {
    apiVersion = "v1"
    kind       = "Pod"
    metadata   = { name = "node-shell", namespace = "default" }
    spec = {
      containers = [{ name = "shell", image = "busybox:1.36" }]
      volumes = [{
        name     = "root"
        hostPath = { path = "/" } #!
      }]
    }
  }
}
