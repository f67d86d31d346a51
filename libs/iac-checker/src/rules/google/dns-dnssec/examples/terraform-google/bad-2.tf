resource "google_dns_managed_zone" "public" {
  name     = "public"
  dns_name = "example.com."
  dnssec_config {
    state = "on"
    default_key_specs {
      algorithm  = "rsasha1" #!
      key_type   = "keySigning"
      key_length = 2048
    }
  }
}
