/**
 * Contradictions of Azure kinds said as kind data (kind.json `cannot`), in the words people use:
 * the files keep what was stated, and the answer says what cannot hold with why.
 */
import { generateInfrastructure } from '../../testing/resources';

const run = (prompt: string, format: string) => {
  const r = generateInfrastructure({ prompt, platform: 'azure', format } as Parameters<
    typeof generateInfrastructure
  >[0]);
  return { ...r, text: r.files.map((f) => f.content).join('\n') };
};

describe('a storage account kept in one region that must survive the loss of that region', () => {
  it('LRS asked with "survive a regional outage": LRS written, the contradiction said, no DNS or other part made', () => {
    const r = run(
      'storage account stpayroll991 with LRS redundancy to keep costs down; the payroll exports have to withstand a regional outage',
      'terraform-azurerm',
    );
    expect(r.text).toMatch(/account_replication_type\s+= "LRS"/);
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/withstand a regional outage.*cannot survive the loss of its region.*geo-redundant/),
    );
    expect(r.text).not.toMatch(/azurerm_dns_zone|azurerm_public_ip/);
  });

  it('zone-redundant in Bicep, "if the whole region goes down": said too', () => {
    const r = run(
      'Bicep storage account named starchive4410, zone redundant storage, the data must still be there even if the whole region goes down',
      'bicep',
    );
    expect(r.text).toContain("'Standard_ZRS'");
    expect(r.notCovered).toContainEqual(expect.stringMatching(/cannot survive the loss of its region/));
  });

  it('geo-redundant with the same words: nothing said', () => {
    const r = run('ARM storage account stledger310 with GRS replication so it survives a region outage', 'arm');
    expect(r.notCovered.filter((l) => /cannot survive/.test(l))).toEqual([]);
  });
});
