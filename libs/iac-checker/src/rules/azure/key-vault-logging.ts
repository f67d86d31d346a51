import { defineRule, ex, type RuleContext } from '../model';

function check(ctx: RuleContext): void {
  const tf = ctx.engine === 'terraform';
  const [vaults, settings, path] = tf
    ? ['azurerm_key_vault', 'azurerm_monitor_diagnostic_setting', 'target_resource_id']
    : ['Microsoft.KeyVault/vaults', 'Microsoft.Insights/diagnosticSettings', 'scope'];
  for (const r of ctx.resources(vaults)) if (!ctx.referrers(r, [settings], path).length) ctx.report(r);
}

export const azureKeyVaultLogging = defineRule({
  id: 'IG-AZR-027',
  title: 'Key Vault access not logged',
  severity: 'MEDIUM',
  rationale:
    'Without a diagnostic setting, reads of secrets and keys leave no audit trail, so a leak cannot be traced or even noticed.',
  remediation:
    'Add a diagnostic setting for the vault (`azurerm_monitor_diagnostic_setting`, `Microsoft.Insights/diagnosticSettings` scoped to it) sending the `audit` category group to Log Analytics.',
  checks: { terraform: check, bicep: check },
  examples: {
    'terraform-azurerm': {
      bad: [
        ex`
          resource "azurerm_key_vault" "main" { #!
            name                = "acme-kv"
            location            = "westeurope"
            resource_group_name = "app"
            tenant_id           = "00000000-0000-0000-0000-000000000000"
            sku_name            = "standard"
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
          }
          resource "azurerm_monitor_diagnostic_setting" "kv" {
            name                       = "kv-audit"
            target_resource_id         = azurerm_key_vault.main.id
            log_analytics_workspace_id = "/subscriptions/0000/resourceGroups/app/providers/Microsoft.OperationalInsights/workspaces/logs"
            enabled_log {
              category_group = "audit"
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
          sku_name            = "premium"
        }
      `,
    },
    bicep: {
      bad: [
        ex`
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
            }
          }

          resource kvAudit 'Microsoft.Insights/diagnosticSettings@2016-09-01' = {
            name: 'kv-audit'
            scope: kv
            properties: {
              workspaceId: resourceId('Microsoft.OperationalInsights/workspaces', 'logs')
              logs: [
                {
                  category: 'AuditEvent'
                  enabled: true
                }
              ]
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
              name: 'premium'
            }
          }
        }
      `,
    },
  },
});
