resource "aws_security_group" "db" {
  name = "db"
}
