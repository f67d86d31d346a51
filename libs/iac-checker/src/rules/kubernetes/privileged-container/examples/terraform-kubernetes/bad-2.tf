resource "kubernetes_manifest" "debug" {
  manifest = {
    apiVersion = "v1"
    kind       = "Pod"
    metadata   = { name = "debug", namespace = "default" }
    spec = {
      containers = [{
        name            = "debug"
        image           = "busybox:1.36"
        securityContext = { privileged = true } #!
      }]
    }
  }
}
