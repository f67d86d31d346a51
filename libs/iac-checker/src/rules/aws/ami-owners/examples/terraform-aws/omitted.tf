data "aws_ami" "app" { #!
  most_recent = true
  name_regex  = "^app-\\d+$"
}
