import { type FormatId, type PlatformId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';
import { splitByCloud } from './targets/split-clouds';
import { parseTerraform } from './testing/validate';

const multi = (prompt: string) => generateInfrastructure({ prompt, platform: 'terraform', format: 'terraform' });
const single = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });

const all = (files: { content: string }[]) => files.map((f) => f.content).join('\n');
const count = (text: string, re: RegExp) => [...text.matchAll(re)].length;
const errorsOf = async (files: { path: string; content: string }[]) =>
  (await checkFiles(files, 'terraform')).filter((d) => d.severity === 'error');

beforeAll(() => prepareChecks(['terraform']), 60000);

describe('multi-cloud Terraform: one configuration for several clouds', () => {
  it('writes two clouds with one required_providers block and each provider once', async () => {
    const r = multi(
      'Put a DynamoDB table called sessions on AWS, and a Pub/Sub topic named audit-events on Google Cloud.',
    );
    expect(r.declined).toBe(false);
    expect(r.files.map((f) => f.path)).toEqual(['versions.tf', 'aws.tf', 'google.tf', 'variables.tf', 'outputs.tf']);
    const text = all(r.files);
    expect(count(text, /^terraform \{/gm)).toBe(1);
    expect(count(text, /^provider "aws"/gm)).toBe(1);
    expect(count(text, /^provider "google"/gm)).toBe(1);
    const versions = r.files[0].content;
    expect(versions).toContain('hashicorp/aws');
    expect(versions).toContain('hashicorp/google');
    expect(r.files[1].content).toContain('resource "aws_dynamodb_table" "sessions"');
    expect(r.files[2].content).toContain('resource "google_pubsub_topic" "audit-events"');
    expect(r.covered.flatMap((c) => c.resources)).toEqual(
      expect.arrayContaining(['aws_dynamodb_table.sessions', 'google_pubsub_topic.audit-events']),
    );
    expect(r.notCovered.join('\n')).not.toMatch(/ask for the other cloud separately/);
    expect(r.explanation).toMatch(/AWS part:[\s\S]*Google Cloud part:/);
    await parseTerraform(r.files);
    expect(await errorsOf(r.files)).toEqual([]);
  });

  it('writes three clouds, children staying with the service they belong to', async () => {
    const r = multi(
      'For the media pipeline: an Azure storage account named ingest with a blob container for uploads; ' +
        'then a Cloud Run service named thumbnailer on GCP, plus an S3 bucket called finished-media on AWS.',
    );
    const paths = r.files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['azure.tf', 'google.tf', 'aws.tf']));
    const text = all(r.files);
    for (const p of ['aws', 'azurerm', 'google']) {
      expect(count(text, new RegExp(`^provider "${p}"`, 'gm'))).toBe(1);
      expect(r.files[0].content).toMatch(new RegExp(`^\\s+${p}\\s+= \\{`, 'm'));
    }
    const azure = r.files.find((f) => f.path === 'azure.tf')!.content;
    expect(azure).toContain('resource "azurerm_storage_account"');
    expect(azure).toContain('resource "azurerm_storage_container"');
    expect(r.files.find((f) => f.path === 'google.tf')!.content).toMatch(/resource "google_cloud_run_v2_service"/);
    expect(r.files.find((f) => f.path === 'aws.tf')!.content).toContain('resource "aws_s3_bucket" "finished-media"');
    // No variable or output is declared twice.
    const declared = [...text.matchAll(/^(variable|output) "([^"]+)"/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(await errorsOf(r.files)).toEqual([]);
  });

  it('renames what two clouds would both declare, references included', async () => {
    const r = multi(
      'An AWS Secrets Manager secret named vault-key holding the database password and an Azure MySQL flexible server named vault-key; ' +
        'also an Azure DNS zone for example.net and a Google Cloud DNS zone for example.org.',
    );
    const text = all(r.files);
    const passwords = [...text.matchAll(/^resource "random_password" "([^"]+)"/gm)].map((m) => m[1]);
    expect(passwords).toHaveLength(2);
    expect(new Set(passwords).size).toBe(2);
    const azure = r.files.find((f) => f.path === 'azure.tf')!.content;
    const renamed = /^resource "random_password" "(azure_[^"]+)"/m.exec(azure)?.[1];
    expect(renamed).toBeDefined();
    expect(azure).toContain(`random_password.${renamed}.result`);
    expect(r.covered.flatMap((c) => c.resources)).toContain(`random_password.${renamed}`);
    const outputs = [...text.matchAll(/^output "([^"]+)"/gm)].map((m) => m[1]);
    expect(new Set(outputs).size).toBe(outputs.length);
    expect(outputs.some((o) => o.startsWith('google_'))).toBe(true);
    expect(await errorsOf(r.files)).toEqual([]);
  });

  it('writes a request that names one cloud exactly as that cloud’s own Terraform target does', () => {
    const cases: [string, PlatformId, FormatId][] = [
      [
        'An S3 bucket named photo-vault with versioning and a Lambda function in python 3.12 reading it',
        'aws',
        'terraform-aws',
      ],
      [
        'A GKE Autopilot cluster named batch in europe-west4 and a Cloud SQL postgres 16 database',
        'gcp',
        'terraform-google',
      ],
      [
        'An Azure storage account named billing with a container called invoices, and a key vault',
        'azure',
        'terraform-azurerm',
      ],
    ];
    for (const [prompt, platform, format] of cases) {
      const a = multi(prompt);
      const b = single(prompt, platform, format);
      expect(a.files).toEqual(b.files);
      expect(a.explanation).toBe(b.explanation);
      expect(a.notCovered).toEqual(b.notCovered);
    }
  });

  it('gives a phrase that names no cloud to the cloud named before it, or to the first cloud', async () => {
    const prompt =
      'Create storage for the team: an S3 bucket named shared-docs. An Azure Function App named resizer. ' +
      'It needs a message queue for resize jobs.';
    const parts = splitByCloud(prompt);
    expect(parts.map((p) => p.cloud)).toEqual(['aws', 'azure']);
    const text = (i: number) => parts[i].spans.map((s) => prompt.slice(s.start, s.end)).join('\n');
    expect(text(0)).toMatch(/^Create storage for the team/);
    expect(text(1)).toMatch(/message queue for resize jobs$/);
    const r = multi(prompt);
    const code = all(r.files);
    expect(code).not.toContain('aws_sqs_queue');
    expect(code).toMatch(/resource "azurerm_(servicebus_queue|storage_queue)"/);
    expect(await errorsOf(r.files)).toEqual([]);
  });

  it('keeps a cloud word inside a quoted name, or a vendor named as a company, from splitting the request', () => {
    expect(splitByCloud('An S3 bucket named "gcs-mirror" for backups').map((p) => p.cloud)).toEqual(['aws']);
    const prompt = 'An Amazon VPC for the lab, with its resolver forwarding to Google\u2019s public DNS at 8.8.4.4';
    expect(splitByCloud(prompt).map((p) => p.cloud)).toEqual(['aws']);
    expect(multi(prompt).files.map((f) => f.path)).not.toContain('google.tf');
  });

  it('reads a follow-up with the cloud its earlier turn named last', async () => {
    const r = generateInfrastructure({
      prompt: 'Make the storage account geo-redundant.',
      platform: 'terraform',
      format: 'terraform',
      history: [
        { role: 'user', content: 'An S3 bucket named alpha-raw on AWS and an Azure storage account named betastore' },
      ],
    });
    expect(r.files.map((f) => f.path)).toEqual(expect.arrayContaining(['aws.tf', 'azure.tf']));
    expect(r.files.find((f) => f.path === 'azure.tf')!.content).toMatch(
      /account_replication_type\s+= "(GRS|RAGRS|GZRS|RAGZRS)"/,
    );
    expect(await errorsOf(r.files)).toEqual([]);
  });

  it('writes Kubernetes next to a cloud, and says which cloud a line not covered was for', async () => {
    const r = multi(
      'An AWS ECR repository named api-images; and a Kubernetes namespace named payments with a config map called flags. ' +
        'On GCP, something purely imaginary called a flux capacitor array.',
    );
    expect(r.files.map((f) => f.path)).toEqual(expect.arrayContaining(['aws.tf', 'kubernetes.tf']));
    expect(count(all(r.files), /^provider "kubernetes"/gm)).toBe(1);
    expect(r.notCovered.some((n) => /purely imaginary/.test(n) && /\(Google Cloud part\)$/.test(n))).toBe(true);
    expect(await errorsOf(r.files)).toEqual([]);
  });
});

describe('multi-cloud follow-ups that take a whole cloud part away', () => {
  const conversation = (history: string[], prompt: string) =>
    generateInfrastructure({
      prompt,
      platform: 'terraform',
      format: 'terraform',
      history: history.map((content) => ({ role: 'user' as const, content })),
    });
  const first = 'A Pub/Sub topic named billing-events on Google Cloud and an Azure Key Vault named kv-billing';

  it.each([['get rid of the Google Cloud side, please'], ['from now on we only need Azure']])(
    '%s: only the other cloud is written, and the removal is said',
    async (followUp) => {
      const r = conversation([first], followUp);
      const text = all(r.files);
      expect(text).not.toMatch(/google_|hashicorp\/google/);
      expect(text).toMatch(/resource "azurerm_key_vault"/);
      expect(r.explanation).toMatch(/Removed, as the follow-up asked: Google Cloud part/);
      // The removing words are read, not said as unread, and nothing is said to be left out.
      expect(r.notRead ?? []).toEqual([]);
      expect(r.notCovered).toEqual([]);
      expect(await errorsOf(r.files)).toEqual([]);
    },
  );

  it('with three clouds, removing one keeps the other two and what the follow-up adds', async () => {
    const r = conversation(
      [first + ', plus an S3 bucket called billing-archive on AWS'],
      'drop the Azure part and make the bucket versioned',
    );
    const text = all(r.files);
    expect(text).not.toMatch(/azurerm_/);
    expect(text).toMatch(/resource "google_pubsub_topic" "billing-events"/);
    expect(text).toMatch(/resource "aws_s3_bucket_versioning"/);
    expect(r.explanation).toMatch(/Removed, as the follow-up asked: Azure part/);
  });
});

describe('a count that introduces a list split among clouds', () => {
  it.each([
    ['I need 2 storage buckets - an S3 bucket called logs-east on AWS and a GCS bucket called logs-eu on Google Cloud'],
    ['Both buckets: a GCS bucket called logs-eu on Google Cloud and an S3 bucket called logs-east on AWS.'],
  ])('%s: each cloud writes its own item only', (prompt) => {
    const text = all(multi(prompt).files);
    expect(count(text, /^resource "aws_s3_bucket" /gm)).toBe(1);
    expect(count(text, /^resource "google_storage_bucket" /gm)).toBe(1);
    expect(text).toMatch(/resource "aws_s3_bucket" "logs-east"/);
    expect(text).toMatch(/resource "google_storage_bucket" "logs-eu"/);
  });

  it("words said of every item after the list are each cloud's", () => {
    const r = multi(
      'A GCS bucket named media-eu on Google Cloud and an S3 bucket named media-us on AWS, each deleting objects after 45 days',
    );
    const text = all(r.files);
    expect(text).toMatch(/resource "aws_s3_bucket_lifecycle_configuration"[\s\S]*?expiration \{\s*days\s*= 45/);
    expect(text).toMatch(/lifecycle_rule \{[\s\S]*?age\s*= 45/);
    // Neither part writes a second bucket from the words said of both.
    expect(count(text, /^resource "aws_s3_bucket" /gm)).toBe(1);
    expect(count(text, /^resource "google_storage_bucket" /gm)).toBe(1);
  });

  it('a count within one cloud still counts', () => {
    const text = all(multi('Two S3 buckets on AWS, and a Pub/Sub topic named jobs on Google Cloud').files);
    expect(count(text, /^resource "aws_s3_bucket" /gm)).toBe(2);
  });
});

describe('a third-party provider named in a plain Terraform request', () => {
  it('is declared as the generator not writing it, never as the answer being for one cloud only', () => {
    const r = multi('terraform: a Datadog monitor on the queue depth, plus an SQS queue called orders');
    expect(all(r.files)).toMatch(/resource "aws_sqs_queue" "orders"/);
    const line = r.notCovered.find((n) => /Datadog/.test(n));
    expect(line).toMatch(/needs the Datadog provider, which the built-in generator does not write/);
    expect(line).not.toMatch(/resources only/);
  });
});
