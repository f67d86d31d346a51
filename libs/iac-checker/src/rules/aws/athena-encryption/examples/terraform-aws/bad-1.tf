resource "aws_athena_workgroup" "bi" {
  name = "bi"
  configuration {
    enforce_workgroup_configuration = false #!
    result_configuration { #!
      output_location = "s3://bi-results/"
    }
  }
}
