import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isTrue } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.ContainerRegistry/registries'], 'properties.adminUserEnabled', isTrue);

export const azureRegistryAdminUser = defineRule({
  id: 'IG-AZR-024',
  title: 'Container registry admin account turned on',
  severity: 'MEDIUM',
  rationale:
    'The admin account is one shared username and password with push and pull rights to every repository, not tied to any person and rarely rotated.',
  remediation:
    'Set `admin_enabled = false` (`adminUserEnabled: false`) and grant `AcrPull`/`AcrPush` to managed identities or service principals.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_container_registry'], 'admin_enabled', isTrue),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_container_registry" "acr" {
            name                = "acmeacr"
            resource_group_name = "app"
            location            = "westeurope"
            sku                 = "Standard"
            admin_enabled       = true #!
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_container_registry" "acr" {
            name                = "acmeacr"
            resource_group_name = "app"
            location            = "westeurope"
            sku                 = "Standard"
            admin_enabled       = false
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_container_registry" "acr" {
          name                = "acmeacr"
          resource_group_name = "app"
          location            = "westeurope"
          sku                 = "Standard"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.ContainerRegistry/registries",
            "apiVersion": "2025-11-01",
            "name": "acmeacr",
            "location": "westeurope",
            "sku": { "name": "Standard" },
            "properties": { "adminUserEnabled": true } #!
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.ContainerRegistry/registries",
            "apiVersion": "2025-11-01",
            "name": "acmeacr",
            "location": "westeurope",
            "sku": { "name": "Standard" },
            "properties": { "adminUserEnabled": false }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.ContainerRegistry/registries",
          "apiVersion": "2025-11-01",
          "name": "acmeacr",
          "location": "westeurope",
          "sku": { "name": "Standard" }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource acr 'Microsoft.ContainerRegistry/registries@2025-11-01' = {
            name: 'acmeacr'
            location: 'westeurope'
            sku: {
              name: 'Standard'
            }
            properties: {
              adminUserEnabled: true #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource acr 'Microsoft.ContainerRegistry/registries@2025-11-01' = {
            name: 'acmeacr'
            location: 'westeurope'
            sku: {
              name: 'Standard'
            }
            properties: {
              adminUserEnabled: false
            }
          }
        `,
      ],
      omitted: ex`
        resource acr 'Microsoft.ContainerRegistry/registries@2025-11-01' = {
          name: 'acmeacr'
          location: 'westeurope'
          sku: {
            name: 'Standard'
          }
        }
      `,
    },
  },
});
