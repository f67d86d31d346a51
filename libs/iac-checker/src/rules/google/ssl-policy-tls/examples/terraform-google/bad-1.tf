resource "google_compute_ssl_policy" "web" {
  name            = "web"
  profile         = "COMPATIBLE"
  min_tls_version = "TLS_1_1" #!
}
