resource "google_compute_ssl_policy" "web" { #!
  name    = "web"
  profile = "MODERN"
}
