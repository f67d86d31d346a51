resource "aws_security_group" "empty" {
  name = "empty"
}
