/**
 * Azure data services as said in everyday words: a storage account or vault "not reachable from the
 * public network" is closed to it; "deleted blobs recoverable for N days and deleted containers for M
 * days" is soft delete (never a lifecycle rule deleting live blobs); Azure SQL's "firewall: allow Azure
 * services" is its 0.0.0.0 rule (never a network security group and a network).
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

const AZURE = ['terraform-azurerm', 'arm', 'bicep'] as const satisfies readonly FormatId[];
const text = (r: { body: Record<string, unknown> } | undefined) => JSON.stringify(r?.body ?? {});

describe('closed to the public network', () => {
  it.each(
    AZURE.flatMap((format) =>
      [
        [
          'a storage account for invoices, not reachable from the public network at all',
          /storage_account$|storageAccounts$/,
        ],
        ['key vault kv-ops-77 with no access from the public internet', /key_vault$|KeyVault\/vaults$/],
      ].map(([prompt, type]) => [format, prompt as string, type as RegExp] as const),
    ),
  )('%s: %s', async (format, prompt, type) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(text(resources.find((r) => type.test(r.type)))).toMatch(
      /"public_network_access_enabled":false|"publicNetworkAccess":"Disabled"/,
    );
  });
});

describe('deleted blobs and containers kept for days', () => {
  it.each(AZURE)('%s', async (format) => {
    const { resources, errors } = await generated(
      'storage account stledger22, deleted blobs recoverable for 18 days and deleted containers for 6 days',
      format,
    );
    expect(errors).toEqual([]);
    const all = JSON.stringify(resources.map((r) => r.body));
    expect(all).toMatch(/"days":18\b/);
    expect(all).toMatch(/"days":6\b/);
    expect(
      resources.some((r) => /management_policy$|managementPolicies$|containers$|storage_container$/.test(r.type)),
    ).toBe(false);
  });
});

describe('Azure SQL letting in Azure services', () => {
  it.each(AZURE)('%s', async (format) => {
    const { resources, errors } = await generated(
      'Azure SQL server sql-books-01 with a database catalog; firewall: allow Azure services',
      format,
    );
    expect(errors).toEqual([]);
    const rule = text(resources.find((r) => /mssql_firewall_rule$|servers\/firewallRules$/.test(r.type)));
    expect(rule).toMatch(/"start_?[iI]p_?[aA]ddress":"0\.0\.0\.0"/);
    expect(rule).toMatch(/"end_?[iI]p_?[aA]ddress":"0\.0\.0\.0"/);
    expect(
      resources.some((r) =>
        /network_security_group$|networkSecurityGroups$|virtual_network$|virtualNetworks$/.test(r.type),
      ),
    ).toBe(false);
  });
});
