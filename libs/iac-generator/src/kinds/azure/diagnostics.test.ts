/**
 * Logs of a resource sent to a Log Analytics workspace (issue 24, WIR): a diagnostic setting on that
 * resource (new or existing) naming the workspace, with the category said, else every log; nothing
 * when no logs are sent. Every Azure format; wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const ARM_TYPE = 'microsoft.insights/diagnosticSettings';

describe("a resource's logs go to the workspace", () => {
  it.each(AZURE)('%s: the audit events of an existing vault', async (format) => {
    const { resources, errors, result } = await generated(
      'Log Analytics workspace law-audit, data kept 60 days. Then send the AuditEvent logs of our existing key vault kv-ledger-02 to it.',
      format,
    );
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    if (format === 'terraform-azurerm') {
      const [setting] = of(resources, 'azurerm_monitor_diagnostic_setting');
      expect(at(setting.body, 'target_resource_id')).toMatch(/data\.azurerm_key_vault\.kv-ledger-02\.id/);
      expect(at(setting.body, 'log_analytics_workspace_id')).toMatch(/azurerm_log_analytics_workspace\.law-audit\.id/);
      expect(at(setting.body, 'enabled_log.category')).toBe('AuditEvent');
    } else {
      expect(of(resources, ARM_TYPE).length + (files.match(/diagnosticSettings@/g) ?? []).length).toBeGreaterThan(0);
      expect(files).toMatch(/"?category"?: '?"?AuditEvent/);
      expect(files).toMatch(/scope.*[Kk]ey[Vv]ault/);
    }
    // The vault is referred to, never created (Bicep's `existing` reads back as a resource of its type).
    if (format === 'terraform-azurerm') expect(of(resources, 'azurerm_key_vault')).toHaveLength(0);
    else expect(files).not.toMatch(/"type": "Microsoft\.KeyVault\/vaults"|KeyVault\/vaults@[\d-]+' = \{/);
  });

  it('terraform-azurerm: a new registry streaming its diagnostics, every log', async () => {
    const { resources } = await generated(
      "a container registry acrshipyard and a log analytics workspace; send the registry's logs to the workspace",
      'terraform-azurerm',
    );
    const [setting] = of(resources, 'azurerm_monitor_diagnostic_setting');
    expect(at(setting.body, 'target_resource_id')).toMatch(/azurerm_container_registry\./);
    expect(at(setting.body, 'enabled_log.category_group')).toBe('allLogs');
  });

  it('terraform-azurerm: logs that go to a new workspace', async () => {
    const { resources } = await generated(
      'a service bus namespace sb-orders-eu whose logs go to a new log analytics workspace',
      'terraform-azurerm',
    );
    const [setting] = of(resources, 'azurerm_monitor_diagnostic_setting');
    expect(at(setting.body, 'target_resource_id')).toMatch(/azurerm_servicebus_namespace\./);
  });

  it('terraform-azurerm: a workspace beside a vault sends nothing unasked', async () => {
    const { resources } = await generated('a key vault and a log analytics workspace', 'terraform-azurerm');
    expect(of(resources, 'azurerm_monitor_diagnostic_setting')).toHaveLength(0);
  });
});
