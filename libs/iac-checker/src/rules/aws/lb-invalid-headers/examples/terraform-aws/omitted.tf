resource "aws_lb" "web" { #!
  name = "web"
}
