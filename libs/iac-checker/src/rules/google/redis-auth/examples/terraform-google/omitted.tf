resource "google_redis_instance" "cache" { #!
  name           = "cache"
  memory_size_gb = 1
}
