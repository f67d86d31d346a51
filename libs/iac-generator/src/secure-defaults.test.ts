/** What each target writes by default, whatever the prompt said: the secure choices, asserted. */
import { parseHclJson } from '@infragen/iac-checker/parse';
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { parseYamlDocs } from './testing/validate';

const gen = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const text = (r: ReturnType<typeof gen>) => r.files.map((f) => f.content).join('\n');

describe('secure defaults', () => {
  it('Azure: HTTPS, TLS 1.2, no public blobs, no shared keys, managed identity, Entra ID database sign-in', async () => {
    const r = gen('A web app with a PostgreSQL database and a storage account', 'azure', 'terraform-azurerm');
    const main = r.files.find((f) => f.path === 'main.tf')!.content;
    await parseHclJson('main.tf', main);
    expect(r.files[0].content).toMatch(/hashicorp\/azurerm/);
    expect(main).toMatch(/https_only\s+= true/);
    expect(main).toMatch(/minimum_tls_version\s+= "1.2"/);
    expect(main).toMatch(/allow_nested_items_to_be_public\s+= false/);
    expect(main).toMatch(/shared_access_key_enabled\s+= false/);
    expect(main).toMatch(/type = "SystemAssigned"/);
    expect(main).toMatch(/password_auth_enabled\s+= false/);
    expect(main).not.toMatch(/administrator_password\s+= "/);
  });

  it('Azure MySQL keeps its generated password in Key Vault', () => {
    const main = text(gen('A MySQL database', 'azure', 'terraform-azurerm'));
    expect(main).toMatch(/resource "random_password"/);
    expect(main).toMatch(/resource "azurerm_key_vault_secret"/);
    const arm = JSON.parse(gen('A MySQL database', 'azure', 'arm').files[0].content) as {
      parameters: Record<string, { type: string; defaultValue?: unknown }>;
    };
    expect(arm.parameters.mysqlAdminPassword).toEqual(expect.objectContaining({ type: 'securestring' }));
    expect(arm.parameters.mysqlAdminPassword.defaultValue).toBeUndefined();
    expect(text(gen('A MySQL database', 'azure', 'bicep'))).toMatch(/@secure\(\)\nparam mysqlAdminPassword string\n/);
  });

  it('Google Cloud: uniform buckets, public access prevention, private SQL, deletion protection', () => {
    const main = text(gen('A bucket and a Cloud SQL PostgreSQL database', 'gcp', 'terraform-google'));
    expect(main).toMatch(/hashicorp\/google/);
    expect(main).toMatch(/uniform_bucket_level_access\s+= true/);
    expect(main).toMatch(/public_access_prevention\s+= "enforced"/);
    expect(main).toMatch(/ipv4_enabled\s+= false/);
    expect(main).toMatch(/ssl_mode\s+= "ENCRYPTED_ONLY"/);
    expect(main).toMatch(/deletion_protection\s+= true/);
  });

  it('Kubernetes: a secret value is never written, in either target', () => {
    const yaml = gen('A deployment reading a secret', 'kubernetes', 'kubernetes-yaml').files[0].content;
    const secret = (parseYamlDocs(yaml) as { kind: string; stringData?: Record<string, string> }[]).find(
      (d) => d.kind === 'Secret',
    )!;
    expect(Object.values(secret.stringData!).every((v) => /^\$\{[A-Z0-9_]+\}$/.test(v))).toBe(true);
    const tf = text(gen('A deployment reading a secret', 'kubernetes', 'terraform-kubernetes'));
    expect(tf).toMatch(/= var\.app_secret_app_secret/);
  });

  it('CloudFormation: encrypted, private database with an RDS-managed password', () => {
    const t = text(gen('A private MySQL database', 'aws', 'cloudformation'));
    expect(t).toMatch(/StorageEncrypted: true/);
    expect(t).toMatch(/PubliclyAccessible: false/);
    expect(t).toMatch(/ManageMasterUserPassword: true/);
  });
});

describe('multi-cloud terraform format', () => {
  it.each([
    ['A storage account and a key vault', 'hashicorp/azurerm'],
    ['A GKE cluster with a node pool', 'hashicorp/google'],
    ['A kubernetes deployment with a service', 'hashicorp/kubernetes'],
    ['A VPC with two subnets', 'hashicorp/aws'],
  ])('%s -> %s', (prompt, provider) => {
    const r = gen(prompt, 'terraform', 'terraform');
    expect(r.declined).toBe(false);
    expect(r.files[0].content).toContain(provider);
  });

  it('writes each cloud a multi-cloud prompt names, with its provider, and says which part is which', () => {
    const r = gen('A Cloud SQL database and an AWS Lambda function', 'terraform', 'terraform');
    const versions = r.files.find((f) => f.path === 'versions.tf')?.content ?? '';
    expect(versions).toContain('hashicorp/google');
    expect(versions).toContain('hashicorp/aws');
    const code = r.files.map((f) => f.content).join('\n');
    expect(code).toContain('resource "google_sql_database_instance"');
    expect(code).toContain('resource "aws_lambda_function"');
    expect(r.explanation).toMatch(/Google Cloud part:[\s\S]*AWS part:/);
    expect(r.notCovered).toEqual([]);
  });
});
