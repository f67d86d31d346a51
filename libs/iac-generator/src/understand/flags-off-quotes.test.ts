/**
 * A switch turned off in a phrase that also quotes a name: the line recording it says the name as
 * written, never the reading's placeholder for the quoted span ("q§1").
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../testing/resources';

describe('a switch turned off beside a quoted name', () => {
  it.each([
    [
      'a storage account "logsarchive01" with public network access disabled, no shared key access',
      'terraform-azurerm',
    ],
    ['an S3 bucket called "invoice-scans" without versioning', 'terraform-aws'],
    ['an RDS postgres instance "billing-db", no multi-AZ, deletion protection off', 'cloudformation'],
    ['a key vault "kv-payroll-7" with purge protection disabled, and bypass for "trusted" services off', 'bicep'],
    ['a storage account stpay4 with public network access disabled except "trusted Azure services"', 'bicep'],
    ['a key vault kv-ledger2, public network access off but a bypass for "Azure services"', 'arm'],
    [
      'storage account stlogs9 with public network access disabled apart from "trusted Microsoft services"',
      'terraform-azurerm',
    ],
    ['a Cloud SQL instance named "reports-pg" without backups', 'terraform-google'],
  ] as [string, FormatId][])('%s', async (prompt, format) => {
    const { result } = await generated(prompt, format);
    for (const line of result.explanation.split('\n')) expect(line).not.toMatch(/q\u00a7/);
  });
});
