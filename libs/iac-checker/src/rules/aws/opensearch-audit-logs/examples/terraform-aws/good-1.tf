resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  log_publishing_options {
    log_type                 = "AUDIT_LOGS"
    cloudwatch_log_group_arn = "arn:aws:logs:eu-west-1:123456789012:log-group:search-audit"
  }
}
