data "http" "status" {
  url = "https://status.example.com/check"
}
