resource "aws_opensearch_domain" "search" { #!
  domain_name = "search"
}
