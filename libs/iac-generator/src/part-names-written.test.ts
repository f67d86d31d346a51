/**
 * Names given apart from the thing's own words are written (understand/orphan-names.ts), and so are names
 * given to parts of a thing, where the part lives in every Azure format: a public IP's DNS label, the admin
 * user a machine signs in with (settings/part-names.ts).
 */
import { generateInfrastructure } from './index';

const files = (prompt: string, format: 'terraform-azurerm' | 'arm' | 'bicep') =>
  generateInfrastructure({ prompt, platform: 'azure', format })
    .files.map((f) => f.content)
    .join('\n');

describe("a public IP's DNS label", () => {
  it.each([
    [
      'terraform-azurerm',
      'a static public ip pip-harbor-gw with dns label harbor-gw',
      /domain_name_label\s*=\s*"harbor-gw"/,
    ],
    ['arm', 'public ip pip-harbor-gw, DNS label: harbor-gw', /"domainNameLabel": "harbor-gw"/],
    ['bicep', 'a public ip with domain name label tollgate22', /domainNameLabel: 'tollgate22'/],
  ] as const)('%s: %s', (format, prompt, written) => {
    expect(files(prompt, format)).toMatch(written);
  });

  it('is not written when none is given', () => {
    expect(files('a public ip for the gateway', 'terraform-azurerm')).not.toMatch(/domain_name_label/);
  });
});

describe("a machine's admin user", () => {
  it('signs a Linux machine in as the user given, with its key in that home (Terraform)', () => {
    const out = files('a linux vm vm-tools02 with admin user buildbot and an ssh key', 'terraform-azurerm');
    expect(out).toMatch(/admin_username\s*=\s*"buildbot"/);
    expect(out).toMatch(/username\s*=\s*"buildbot"/);
    expect(out).not.toMatch(/azureuser/);
  });

  it('writes it in the OS profile in ARM, with the key path in its home', () => {
    const out = files('an ubuntu vm, admin username is release-svc', 'arm');
    expect(out).toMatch(/"adminUsername": "release-svc"/);
    expect(out).toContain('/home/release-svc/.ssh/authorized_keys');
  });

  it('writes it for a Windows machine in Bicep', () => {
    expect(files('a windows vm vm-desk with administrator login deskadmin', 'bicep')).toMatch(
      /adminUsername: 'deskadmin'/,
    );
  });

  it('keeps the default when the request names no user', () => {
    expect(files('a linux vm with an admin user and ssh key only', 'terraform-azurerm')).toMatch(
      /admin_username\s*=\s*"azureuser"/,
    );
  });

  it("never reads a registry's admin user said off as a name", () => {
    const r = generateInfrastructure({
      prompt: 'container registry lanternacr with the admin user off',
      platform: 'azure',
      format: 'terraform-azurerm',
    });
    expect(r.explanation).not.toMatch(/\(admin user\)/);
  });
});

describe('a name said after the head noun of a thing read elsewhere', () => {
  it('writes the name in the files and says no line of its words as not read', () => {
    const r = generateInfrastructure({
      prompt: 'Cosmos DB for NoSQL, account cosmos-ledger-neu, session consistency',
      platform: 'azure',
      format: 'bicep',
    });
    expect(r.files.map((f) => f.content).join('\n')).toContain("name: 'cosmos-ledger-neu'");
    expect(r.explanation).not.toMatch(/not read: 'account/);
    expect(r.explanation).not.toMatch(/cosmos-ledger-neu' \(given in the request/);
  });
});
