resource "azurerm_security_center_contact" "main" { #!
  name  = "default"
  email = "security@example.com"
}
