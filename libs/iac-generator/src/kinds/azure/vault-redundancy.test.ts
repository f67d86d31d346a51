/**
 * "Geo-redundant storage" said of a Recovery Services vault is how the vault keeps its copies, never a
 * storage account of its own; the vault writes the redundancy stated in every format.
 */
import { type FormatId } from '@infragen/contracts';
import { generated } from '../../testing/resources';

describe("a backup vault's storage redundancy is its own", () => {
  it.each([
    [
      'terraform-azurerm',
      'recovery services vault for the SAP VMs, locally redundant storage',
      /storage_mode_type\s*=\s*"LocallyRedundant"/,
    ],
    [
      'arm',
      'Recovery Services vault "rsv-backup-01" using zone-redundant storage',
      /"standardTierStorageRedundancy": "ZoneRedundant"/,
    ],
    [
      'bicep',
      'a recovery services vault with GRS storage; weekly vm backup on sunday',
      /standardTierStorageRedundancy: 'GeoRedundant'/,
    ],
  ] as [FormatId, string, RegExp][])('%s: %s', async (format, prompt, written) => {
    const { result, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(written);
    expect(files).not.toMatch(/azurerm_storage_account|Microsoft\.Storage\/storageAccounts/);
  });
});
