resource "aws_api_gateway_domain_name" "api" { #!
  domain_name              = "api.example.com"
  regional_certificate_arn = "arn:aws:acm:eu-west-1:123456789012:certificate/abc"

  endpoint_configuration {
    types = ["REGIONAL"]
  }
}
