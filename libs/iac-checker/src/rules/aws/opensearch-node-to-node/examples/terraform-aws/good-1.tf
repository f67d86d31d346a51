resource "aws_opensearch_domain" "search" {
  domain_name = "search"
  node_to_node_encryption {
    enabled = true
  }
}
