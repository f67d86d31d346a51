resource "azurerm_mysql_flexible_server_configuration" "tls" {
  name                = "require_secure_transport"
  resource_group_name = "app"
  server_name         = "acme-mysql"
  value               = "OFF" #!
}
