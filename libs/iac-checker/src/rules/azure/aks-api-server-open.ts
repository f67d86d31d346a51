import { defineRule, ex, type RuleContext } from '../model';
import { asBool, asStrings, at, UNKNOWN } from '../view/node';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, privateKey, rangesKey] = tf
    ? ['azurerm_kubernetes_cluster', 'private_cluster_enabled', 'api_server_access_profile.authorized_ip_ranges']
    : [
        'Microsoft.ContainerService/managedClusters',
        'properties.apiServerAccessProfile.enablePrivateCluster',
        'properties.apiServerAccessProfile.authorizedIPRanges',
      ];
  for (const r of ctx.resources(type)) {
    const priv = at(r.body, privateKey)?.value();
    if (asBool(priv) === true || priv === UNKNOWN) continue;
    const ranges = at(r.body, rangesKey);
    const list = asStrings(ranges?.value());
    if (list === UNKNOWN) continue;
    if (!ranges || !list.length) ctx.report(r, ranges);
    else if (list.includes('0.0.0.0/0')) ctx.report(r, ranges);
  }
}

export const azureAksApiServerOpen = defineRule({
  id: 'IG-AZR-021',
  title: 'AKS API server open to the internet',
  severity: 'MEDIUM',
  rationale:
    'A public API server without authorized ranges accepts connections from anywhere; stolen kubeconfig credentials then work from any address.',
  remediation:
    'Make the cluster private (`private_cluster_enabled = true`) or list your ranges in `api_server_access_profile { authorized_ip_ranges = [...] }`.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_kubernetes_cluster" "main" {
            name                = "main"
            location            = "westeurope"
            resource_group_name = "app"
            dns_prefix          = "main"
            api_server_access_profile {
              authorized_ip_ranges = ["0.0.0.0/0"] #!
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
            name                    = "main"
            location                = "westeurope"
            resource_group_name     = "app"
            dns_prefix              = "main"
            private_cluster_enabled = true
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
              "apiServerAccessProfile": {
                "authorizedIPRanges": [] #!
              }
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
              "apiServerAccessProfile": {
                "authorizedIPRanges": ["203.0.113.0/24"]
              }
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.ContainerService/managedClusters", #!
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
              apiServerAccessProfile: {
                authorizedIPRanges: [ #!
                  '0.0.0.0/0'
                ]
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
              apiServerAccessProfile: {
                enablePrivateCluster: true
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource aks 'Microsoft.ContainerService/managedClusters@2026-05-01' = { #!
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
