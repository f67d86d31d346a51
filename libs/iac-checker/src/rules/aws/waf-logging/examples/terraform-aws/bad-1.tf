resource "aws_wafv2_web_acl" "edge" { #!
  name  = "edge"
  scope = "REGIONAL"

  default_action {
    allow {}
  }

  visibility_config {
    cloudwatch_metrics_enabled = true
    metric_name                = "edge"
    sampled_requests_enabled   = true
  }
}

resource "aws_wafv2_web_acl" "other" {
  name  = "other"
  scope = "REGIONAL"

  default_action {
    allow {}
  }

  visibility_config {
    cloudwatch_metrics_enabled = true
    metric_name                = "other"
    sampled_requests_enabled   = true
  }
}

resource "aws_wafv2_web_acl_logging_configuration" "other" {
  resource_arn            = aws_wafv2_web_acl.other.arn
  log_destination_configs = ["arn:aws:logs:eu-west-1:123456789012:log-group:aws-waf-logs-other"]
}
