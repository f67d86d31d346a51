resource "aws_config_configuration_aggregator" "org" { #!
  name = "org"
  organization_aggregation_source {
    regions  = ["eu-west-1"]
    role_arn = "arn:aws:iam::123456789012:role/config"
  }
}
