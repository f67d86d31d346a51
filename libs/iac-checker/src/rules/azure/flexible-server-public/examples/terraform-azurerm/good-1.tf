resource "azurerm_postgresql_flexible_server" "db" {
  name                          = "acme-db"
  resource_group_name           = "app"
  location                      = "westeurope"
  version                       = "16"
  sku_name                      = "B_Standard_B1ms"
  delegated_subnet_id           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/virtualNetworks/main/subnets/db"
  private_dns_zone_id           = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.Network/privateDnsZones/acme.postgres.database.azure.com"
  public_network_access_enabled = false
}
