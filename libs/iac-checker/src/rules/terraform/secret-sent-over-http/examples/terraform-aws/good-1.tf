resource "aws_ssm_parameter" "endpoint" {
  name  = "/app/endpoint"
  type  = "String"
  value = "https://status.example.com"
}
data "http" "status" {
  url = "https://status.example.com/check?name=${aws_ssm_parameter.endpoint.name}"
}
