/**
 * The secure defaults line says only what the files bear out (issue 24, UNT): a default the files
 * contradict (public network access left on, a privileged container, a database on its public IP)
 * is not said; the others keep their order. Wordings of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { defaultsHeld } from './defaults-held';

describe('the secure defaults line', () => {
  it('says every default of the target where the files contradict none', () => {
    expect(defaultsHeld('awsTerraform', 'resource "aws_s3_bucket" "b" {}\n')).toBe(
      'Secure defaults: encryption at rest, nothing public unless asked, generated or AWS-managed passwords, least-privilege roles.',
    );
  });

  it.each([
    ['azure', 'public_network_access_enabled = true', 'private networking'],
    ['azure', '"publicNetworkAccess": "Enabled"', 'private networking'],
    ['azure', 'allowBlobPublicAccess: true', 'no public blob access'],
    ['azure', 'purge_protection_enabled = false', 'purge protection'],
    ['k8s', 'privileged: true', 'no privilege escalation'],
    ['k8s', 'automountServiceAccountToken: true', 'no mounted API tokens'],
    ['gcp', 'ipv4_enabled = true', 'private IP and TLS for Cloud SQL'],
    ['gcp', 'access_config {', 'no public VM IPs'],
    ['awsTerraform', 'storage_encrypted = false', 'encryption at rest'],
    ['awsCloudFormation', 'StorageEncrypted: false', 'encryption at rest'],
  ] as const)('%s: files holding "%s" do not say "%s"', (target, files, item) => {
    const line = defaultsHeld(target, files);
    expect(line.startsWith('Secure defaults: ')).toBe(true);
    expect(line.slice('Secure defaults: '.length).split(/, (?![^(]*\))/)).not.toContain(item);
  });

  it('a default the files keep is still said beside one they contradict', () => {
    const line = defaultsHeld('azure', 'public_network_access_enabled = true\npurge_protection_enabled = true\n');
    expect(line).toContain('purge protection');
    expect(line).not.toContain('private networking');
  });

  it('end to end: an Azure storage account reachable from public networks is not said to be on private networking', () => {
    const r = generateInfrastructure({
      prompt: 'a storage account stinvoicesweu01 with a container scans',
      platform: 'azure',
      format: 'terraform-azurerm',
    });
    const files = r.files.map((f) => f.content).join('\n');
    const said = r.explanation.split('\n').find((l) => l.startsWith('Secure defaults:'))!;
    if (/public_network_access_enabled\s*=\s*true/.test(files)) expect(said).not.toContain('private networking');
    else expect(said).toContain('private networking');
  });
});
