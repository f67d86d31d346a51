resource "google_dns_managed_zone" "public" {
  name     = "public"
  dns_name = "example.com."
  dnssec_config {
    state = "on"
  }
}
