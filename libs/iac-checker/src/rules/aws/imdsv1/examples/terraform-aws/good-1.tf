resource "aws_launch_template" "web" {
  name_prefix = "web-"
  metadata_options {
    http_endpoint = "enabled"
    http_tokens   = "required"
  }
}
