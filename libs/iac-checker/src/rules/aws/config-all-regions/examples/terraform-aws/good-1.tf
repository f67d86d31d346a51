resource "aws_config_configuration_aggregator" "org" {
  name = "org"
  organization_aggregation_source {
    all_regions = true
    role_arn    = "arn:aws:iam::123456789012:role/config"
  }
}
