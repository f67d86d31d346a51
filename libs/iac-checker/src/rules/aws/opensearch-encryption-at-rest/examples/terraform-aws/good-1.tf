resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  encrypt_at_rest {
    enabled = true
  }
}
