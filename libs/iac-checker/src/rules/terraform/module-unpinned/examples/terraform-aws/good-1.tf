module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "5.8.1"
  name    = "main"
  cidr    = "10.0.0.0/16"
}
