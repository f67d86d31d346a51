/**
 * The secure defaults line says only what the files bear out (issue 24, UNT): a default the files
 * contradict (public network access left on, a privileged container, a database on its public IP)
 * is not said, nor one about nothing the files write (purge protection without a vault); the others keep
 * their order. Wordings of our own.
 */
import { generateInfrastructure } from '../testing/resources';
import { defaultsHeld } from './defaults-held';

describe('the secure defaults line', () => {
  it('says every default of the target where the files contradict none', () => {
    const files =
      'resource "aws_s3_bucket_server_side_encryption_configuration" "b" {}\nresource "random_password" "p" {}\nresource "aws_iam_role" "r" {}\n';
    expect(defaultsHeld('awsTerraform', files)).toBe(
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
    const items = line ? line.slice('Secure defaults: '.length).split(/, (?![^(]*\))/) : [];
    expect(items).not.toContain(item);
  });

  it.each([
    [
      'gcp',
      'resource "google_bigquery_dataset" "d" {}\n',
      ['private IP and TLS for Cloud SQL', 'no public VM IPs', 'OS Login'],
    ],
    [
      'azure',
      'resource "azurerm_servicebus_namespace" "n" {\n  minimum_tls_version = "1.2"\n}\n',
      ['purge protection', 'no public blob access'],
    ],
    ['awsCloudFormation', 'Type: AWS::SNS::Topic\n', ['TLS-only bucket policies', 'least-privilege roles']],
    ['k8s', 'kind: Namespace\n', ['non-root', 'probes']],
  ] as const)('%s: a default about nothing the files write is not said', (target, files, absent) => {
    const line = defaultsHeld(target, files);
    for (const item of absent) expect(line).not.toContain(item);
  });

  it('a default is said where the files write what it is about', () => {
    const line = defaultsHeld(
      'gcp',
      'resource "google_sql_database_instance" "db" {\n  deletion_protection = true\n}\n',
    );
    expect(line).toContain('private IP and TLS for Cloud SQL');
    expect(line).toContain('deletion protection');
    expect(line).not.toContain('Shielded VMs');
  });

  it('a default the files keep is still said beside one they contradict', () => {
    const line = defaultsHeld(
      'azure',
      'resource "azurerm_key_vault" "v" {\n  public_network_access_enabled = true\n  purge_protection_enabled = true\n}\n',
    );
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
