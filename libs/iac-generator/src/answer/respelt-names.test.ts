/**
 * A name the provider does not take as given is written in the spelling it takes, and said: never
 * changed silently. A name written as given has no such line, nor has a thing merely named alike.
 */
import { generateInfrastructure } from '../testing/resources';

const notCovered = (
  prompt: string,
  platform: 'azure' | 'gcp',
  format: Parameters<typeof generateInfrastructure>[0]['format'],
) => generateInfrastructure({ prompt, platform, format }).notCovered;

describe('a given name written respelt is said', () => {
  it.each(['terraform-azurerm', 'bicep', 'arm'] as const)('a storage account with hyphens (%s)', (format) => {
    const lines = notCovered('one storage account called logs-eu-01 for the audit exports', 'azure', format);
    expect(lines.filter((l) => l.startsWith("'logs-eu-01'"))).toEqual([
      expect.stringContaining("written as 'logseu01'"),
    ]);
  });

  it('a name cut to the length the kind takes', () => {
    const lines = notCovered('a key vault named kv-payments-weu-production-01', 'azure', 'terraform-azurerm');
    expect(lines.filter((l) => l.startsWith("'kv-payments-weu-production-01'"))).toEqual([
      expect.stringMatching(/written as 'kv-payments-weu-product\w*'/),
    ]);
  });

  it('says nothing of a name written as given', () => {
    expect(notCovered('a storage account named stlogs01', 'azure', 'terraform-azurerm').join('\n')).not.toMatch(
      /written as/,
    );
    expect(notCovered('a key vault named kv-ops-weu', 'azure', 'bicep').join('\n')).not.toMatch(/written as/);
  });
});
