resource "azurerm_security_center_contact" "main" {
  name  = "default"
  email = "security@example.com"
  phone               = "+441234567890"
  alert_notifications = true
  alerts_to_admins    = true
}
