resource "azurerm_security_center_contact" "main" {
  name                = "default"
  email               = "" #!
  phone               = "" #!
  alert_notifications = true
  alerts_to_admins    = true
}
