resource "aws_docdb_cluster" "main" {
  cluster_identifier = "docs"
  storage_encrypted  = true
  kms_key_id         = "arn:aws:kms:eu-west-1:123456789012:key/1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d"
}
