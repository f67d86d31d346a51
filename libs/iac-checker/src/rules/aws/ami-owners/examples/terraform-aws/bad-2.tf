data "aws_ami" "app" {
  most_recent = true
  owners      = [] #!
  name_regex  = "^app-\\d+$"
}
