resource "aws_lb" "api" {
  name     = "api"
  internal = false #!
}
