module "network" {
  source = "git::https://github.com/acme/terraform-network.git?ref=main" #!
}
