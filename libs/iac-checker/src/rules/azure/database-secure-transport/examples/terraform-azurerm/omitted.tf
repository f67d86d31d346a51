resource "azurerm_mysql_flexible_server_configuration" "timeout" {
  name                = "wait_timeout"
  resource_group_name = "app"
  server_name         = "acme-mysql"
  value               = "600"
}
