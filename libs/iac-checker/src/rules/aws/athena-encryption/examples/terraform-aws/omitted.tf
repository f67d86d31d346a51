resource "aws_athena_workgroup" "bi" { #!
  name = "bi"
}
