resource "aws_eks_cluster" "main" {
  name     = "main"
  role_arn = "arn:aws:iam::123456789012:role/eks"
  vpc_config {
    subnet_ids = ["subnet-1", "subnet-2"]
  }
  encryption_config {
    resources = ["secrets"]
    provider {
      key_arn = "arn:aws:kms:eu-west-1:123456789012:key/1"
    }
  }
}
