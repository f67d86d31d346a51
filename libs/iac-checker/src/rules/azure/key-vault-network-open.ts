import { defineRule, ex, type RuleContext } from '../model';
import { asBool, at } from '../view/node';
import { arm } from './template';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [type, publicAccess, acl] = tf
    ? ['azurerm_key_vault', 'public_network_access_enabled', 'network_acls.default_action']
    : ['Microsoft.KeyVault/vaults', 'properties.publicNetworkAccess', 'properties.networkAcls.defaultAction'];
  for (const r of ctx.resources(type)) {
    const pub = at(r.body, publicAccess)?.value();
    if (asBool(pub) === false || pub === 'Disabled' || pub === 'disabled') continue;
    const action = at(r.body, acl);
    if (!action) ctx.report(r);
    else if (action.value() === 'Allow') ctx.report(r, action);
  }
}

export const azureKeyVaultNetworkOpen = defineRule({
  id: 'IG-AZR-010',
  title: 'Key Vault reachable from every network',
  severity: 'MEDIUM',
  rationale:
    'A vault that accepts connections from any network lets a stolen token read secrets from anywhere; network rules or private endpoints keep it to your networks.',
  remediation:
    'Set `network_acls { default_action = "Deny", bypass = "AzureServices" }` with the allowed ranges, or turn public network access off.',
  checks: { terraform: check, arm: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_key_vault" "main" {
            name                = "acme-kv"
            location            = "westeurope"
            resource_group_name = "app"
            tenant_id           = "00000000-0000-0000-0000-000000000000"
            sku_name            = "standard"
            network_acls {
              default_action = "Allow" #!
              bypass         = "AzureServices"
            }
          }
        `,
      ],
      good: [
        ex`
          resource "azurerm_key_vault" "main" {
            name                = "acme-kv"
            location            = "westeurope"
            resource_group_name = "app"
            tenant_id           = "00000000-0000-0000-0000-000000000000"
            sku_name            = "standard"
            network_acls {
              default_action = "Deny"
              bypass         = "AzureServices"
            }
          }
        `,
      ],
      omitted: ex`
        resource "azurerm_key_vault" "main" { #!
          name                = "acme-kv"
          location            = "westeurope"
          resource_group_name = "app"
          tenant_id           = "00000000-0000-0000-0000-000000000000"
          sku_name            = "standard"
        }
      `,
    },
    arm: {
      bad: [
        arm`
          {
            "type": "Microsoft.KeyVault/vaults",
            "apiVersion": "2026-02-01",
            "name": "acme-kv",
            "location": "westeurope",
            "properties": {
              "tenantId": "00000000-0000-0000-0000-000000000000",
              "sku": { "family": "A", "name": "standard" },
              "networkAcls": { "defaultAction": "Allow" } #!
            }
          }
        `,
      ],
      good: [
        arm`
          {
            "type": "Microsoft.KeyVault/vaults",
            "apiVersion": "2026-02-01",
            "name": "acme-kv",
            "location": "westeurope",
            "properties": {
              "tenantId": "00000000-0000-0000-0000-000000000000",
              "sku": { "family": "A", "name": "standard" },
              "publicNetworkAccess": "Disabled"
            }
          }
        `,
      ],
      omitted: arm`
        {
          "type": "Microsoft.KeyVault/vaults", #!
          "apiVersion": "2026-02-01",
          "name": "acme-kv",
          "location": "westeurope",
          "properties": {
            "tenantId": "00000000-0000-0000-0000-000000000000",
            "sku": { "family": "A", "name": "standard" }
          }
        }
      `,
    },
    bicep: {
      bad: [
        ex`
          resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
            name: 'acme-kv'
            location: 'westeurope'
            properties: {
              tenantId: tenant().tenantId
              sku: {
                family: 'A'
                name: 'standard'
              }
              networkAcls: {
                defaultAction: 'Allow' #!
              }
            }
          }
        `,
      ],
      good: [
        ex`
          resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = {
            name: 'acme-kv'
            location: 'westeurope'
            properties: {
              tenantId: tenant().tenantId
              sku: {
                family: 'A'
                name: 'standard'
              }
              networkAcls: {
                defaultAction: 'Deny'
                bypass: 'AzureServices'
              }
            }
          }
        `,
      ],
      omitted: ex`
        resource kv 'Microsoft.KeyVault/vaults@2026-02-01' = { #!
          name: 'acme-kv'
          location: 'westeurope'
          properties: {
            tenantId: tenant().tenantId
            sku: {
              family: 'A'
              name: 'standard'
            }
          }
        }
      `,
    },
  },
});
