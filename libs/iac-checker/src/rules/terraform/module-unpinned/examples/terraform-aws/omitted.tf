module "network" {
  source = "github.com/acme/terraform-network" #!
}
