resource "aws_security_group" "app" {
  name = "app"
}
