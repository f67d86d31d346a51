import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, isFalse } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(ctx, ['Microsoft.ContainerService/managedClusters'], 'properties.enableRBAC', isFalse);

export const azureAksRbac = defineRule({
  id: 'IG-AZR-020',
  title: 'AKS cluster without Kubernetes RBAC',
  severity: 'HIGH',
  rationale:
    'Without RBAC, every authenticated user and service account can do anything in the cluster; RBAC cannot be turned on later without rebuilding it.',
  remediation:
    'Leave `role_based_access_control_enabled = true` (`enableRBAC: true`), ideally with Entra ID integration.',
  checks: {
    terraform: (ctx) => flagAll(ctx, ['azurerm_kubernetes_cluster'], 'role_based_access_control_enabled', isFalse),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_kubernetes_cluster" "main" {
            name                              = "main"
            location                          = "westeurope"
            resource_group_name               = "app"
            dns_prefix                        = "main"
            role_based_access_control_enabled = false #!
            default_node_pool {
              name       = "system"
              vm_size    = "Standard_D2s_v5"
              node_count = 2
            }
            identity {
              type = "SystemAssigned"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_kubernetes_cluster" "main" {
            name                              = "main"
            location                          = "westeurope"
            resource_group_name               = "app"
            dns_prefix                        = "main"
            role_based_access_control_enabled = true
            default_node_pool {
              name       = "system"
              vm_size    = "Standard_D2s_v5"
              node_count = 2
            }
            identity {
              type = "SystemAssigned"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_kubernetes_cluster" "main" {
          name                = "main"
          location            = "westeurope"
          resource_group_name = "app"
          dns_prefix          = "main"
          default_node_pool {
            name       = "system"
            vm_size    = "Standard_D2s_v5"
            node_count = 2
          }
          identity {
            type = "SystemAssigned"
          }
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.ContainerService/managedClusters",
            "apiVersion": "2026-05-01",
            "name": "main",
            "location": "westeurope",
            "identity": { "type": "SystemAssigned" },
            "properties": {
              "dnsPrefix": "main",
              "enableRBAC": false #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.ContainerService/managedClusters",
            "apiVersion": "2026-05-01",
            "name": "main",
            "location": "westeurope",
            "identity": { "type": "SystemAssigned" },
            "properties": {
              "dnsPrefix": "main",
              "enableRBAC": true
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.ContainerService/managedClusters",
          "apiVersion": "2026-05-01",
          "name": "main",
          "location": "westeurope",
          "identity": { "type": "SystemAssigned" },
          "properties": {
            "dnsPrefix": "main"
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource aks 'Microsoft.ContainerService/managedClusters@2026-05-01' = {
            name: 'main'
            location: 'westeurope'
            identity: {
              type: 'SystemAssigned'
            }
            properties: {
              dnsPrefix: 'main'
              enableRBAC: false #!
            }
          }
        `,
      ],
      good: [
        ex`
          resource aks 'Microsoft.ContainerService/managedClusters@2026-05-01' = {
            name: 'main'
            location: 'westeurope'
            identity: {
              type: 'SystemAssigned'
            }
            properties: {
              dnsPrefix: 'main'
              enableRBAC: true
            }
          }
        `,
      ],
      omitted: ex`
        resource aks 'Microsoft.ContainerService/managedClusters@2026-05-01' = {
          name: 'main'
          location: 'westeurope'
          identity: {
            type: 'SystemAssigned'
          }
          properties: {
            dnsPrefix: 'main'
          }
        }
      `,
    },
  },
});
