resource "aws_athena_workgroup" "bi" {
  name = "bi"
  configuration {
    enforce_workgroup_configuration = true
    result_configuration {
      output_location = "s3://bi-results/"
      encryption_configuration {
        encryption_option = "SSE_KMS"
        kms_key_arn       = "arn:aws:kms:eu-west-1:123456789012:key/1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d"
      }
    }
  }
}
