module "network" {
  source = "git::https://github.com/acme/terraform-network.git?ref=v1.4.0"
}
