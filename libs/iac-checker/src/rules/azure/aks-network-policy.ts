import { defineRule, ex, type RuleContext } from '../model';
import { flagAll, oneOf } from '../helpers/settings';
import { arm } from './template';

const azure = (ctx: RuleContext) =>
  flagAll(
    ctx,
    ['Microsoft.ContainerService/managedClusters'],
    'properties.networkProfile.networkPolicy',
    oneOf('none'),
    {
      omitted: true,
    },
  );

export const azureAksNetworkPolicy = defineRule({
  id: 'IG-AZR-022',
  title: 'AKS cluster without a network policy engine',
  severity: 'MEDIUM',
  rationale:
    'Without a network policy engine, NetworkPolicy objects have no effect: every pod can reach every other pod, so one compromised pod can reach them all.',
  remediation:
    'Set `network_profile { network_policy = "azure" }` (or `calico`, `cilium`) when the cluster is created, then add NetworkPolicies.',
  checks: {
    terraform: (ctx) =>
      flagAll(ctx, ['azurerm_kubernetes_cluster'], 'network_profile.network_policy', oneOf('none'), { omitted: true }),
    arm: azure,
    bicep: azure,
  },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_kubernetes_cluster" "main" {
            name                = "main"
            location            = "westeurope"
            resource_group_name = "app"
            dns_prefix          = "main"
            network_profile { #!
              network_plugin = "azure"
            }
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
            name                = "main"
            location            = "westeurope"
            resource_group_name = "app"
            dns_prefix          = "main"
            network_profile {
              network_plugin = "azure"
              network_policy = "azure"
            }
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
        resource "azurerm_kubernetes_cluster" "main" { #!
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
              "networkProfile": { "networkPlugin": "kubenet", "networkPolicy": "none" } #!
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
              "networkProfile": { "networkPlugin": "azure", "networkPolicy": "cilium" }
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
          "properties": { #!
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
              networkProfile: { #!
                networkPlugin: 'azure'
              }
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
              networkProfile: {
                networkPlugin: 'azure'
                networkPolicy: 'azure'
              }
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
          properties: { #!
            dnsPrefix: 'main'
          }
        }
      `,
    },
  },
});
