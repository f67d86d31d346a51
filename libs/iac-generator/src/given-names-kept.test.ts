/**
 * What the user gives is kept on the thing it was said of, whatever the wording: an identifier's
 * shape (a Route 53 zone id) or a conventional name ("rg-platform-weu already exists") says an
 * existing thing, referred to and never created; a name given as a property ("name: Orders", "family
 * should be x") or after a setting's word ("GKE autopilot cluster 'apps'") is the thing's name; an
 * image stays whole (no schedule read out of "nightly-report"); a follow-up's "the main one" is the
 * thing itself, never its dead-letter queue; "drop the email sub" takes that subscription away.
 * Prompts are our own. Outputs that refer to existing things are checked.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { generateInfrastructure } from './index';
import { sayNamesGiven } from './understand/name-phrasings';
import { sayPrefixedKinds } from './understand/prefixed-names';
import { readSettings } from './understand/settings';

beforeAll(() => prepareChecks(['terraform-azurerm', 'cloudformation', 'terraform-aws', 'kubernetes-yaml']), 30000);

const run = (prompt: string, platform: PlatformId, format: FormatId, history: string[] = []) =>
  generateInfrastructure({ prompt, platform, format, history: history.map((content) => ({ role: 'user', content })) });
const text = (files: { content: string }[]) => files.map((f) => f.content).join('\n');
const errorsOf = async (files: { path: string; content: string }[], format: FormatId) =>
  (await checkFiles(files, format)).filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);

describe('a value written whole is read whole', () => {
  it.each([
    'a fargate service running the image ghcr.io/acme/daily-report:1.2',
    'a task with image 123456789012.dkr.ecr.eu-west-1.amazonaws.com/nightly-export:2.0',
    'a webhook subscription to https://hooks.example.org/nightly/weekly',
  ])('%s: no schedule read inside it', (prompt) => {
    expect(readSettings(prompt).filter((f) => f.family === 'schedule')).toEqual([]);
  });

  it.each([
    ['a Fargate service from the image 123456789012.dkr.ecr.eu-west-1.amazonaws.com/daily-digest:3', 'daily-digest:3'],
    ['an ECS service running ghcr.io/acme/nightly-report:latest behind an ALB', 'nightly-report:latest'],
  ])('keeps the image of %s whole', (prompt, image) => {
    const r = run(prompt, 'aws', 'cloudformation');
    expect(text(r.files)).toMatch(new RegExp(`Image: \\S*${image.replace(/[.:]/g, '\\$&')}`));
    expect((r.notCovered ?? []).join(' ')).not.toMatch(/schedule/);
  });
  it('reads a working-days schedule said in words', () => {
    const files = text(run('a Lambda function that runs every weekday at 07:30', 'aws', 'cloudformation').files);
    expect(files).toContain('cron(30 7 ? * MON-FRI *)');
  });
});

describe('a conventional Azure name said alone speaks of its kind', () => {
  it.each([
    ['rg-platform-weu already exists', 'resource group rg-platform-weu already exists'],
    ['put it in rg-apps-01 (exists)', 'put it in resource group rg-apps-01 (exists)'],
    ['vnet-hub is already there', 'virtual network vnet-hub is already there'],
    // Its kind said beside it already, or inside another value: unchanged.
    ['the resource group rg-core', 'the resource group rg-core'],
    ['vnet-hub vnet', 'vnet-hub vnet'],
    ['see https://example.org/rg-docs', 'see https://example.org/rg-docs'],
  ])('%s', (said, read) => expect(sayPrefixedKinds(said)).toBe(read));

  it.each([
    'an AKS cluster with 2 nodes Standard_D4s_v5. rg-platform-neu already exists',
    'an AKS cluster with 2 nodes; we already have rg-platform-neu',
    'an AKS cluster with 2 nodes in rg-platform-neu, which already exists',
  ])(
    '%s: the group is looked up, never created',
    async (prompt) => {
      const r = run(prompt, 'azure', 'terraform-azurerm');
      expect(text(r.files)).toMatch(/data "azurerm_resource_group"[\s\S]*default\s*=\s*"rg-platform-neu"/);
      expect(text(r.files)).not.toMatch(/resource "azurerm_resource_group"/);
      expect(r.notRead ?? []).toEqual([]);
      expect(await errorsOf(r.files, 'terraform-azurerm')).toEqual([]);
    },
    60000,
  );
});

describe('a name given as a property is the thing’s name', () => {
  it.each([
    ['* name: Orders', '* named Orders'],
    ['its name should be billing-db', 'named billing-db'],
    ['task definition family should be nightly-export', 'task definition named nightly-export'],
    // A name of another sense, or words about the name: unchanged.
    ['the DNS name is api.example.com', 'the DNS name is api.example.com'],
    ['the name should be unique', 'the name should be unique'],
  ])('%s', (said, read) => expect(sayNamesGiven(said)).toBe(read));

  it.each<[string, RegExp]>([
    [
      'one DynamoDB table:\n* name: Invoices\n* partition key invoiceId (string)\n* on-demand billing',
      /TableName: Invoices/,
    ],
    ['a DynamoDB table, partition key pk (string). The table name should be Ledger', /TableName: Ledger/],
    ['an ECS Fargate task definition with 1 vCPU; the family is report-runner', /Family: report-runner/],
  ])('%s', (prompt, written) => {
    const r = run(prompt, 'aws', 'cloudformation');
    expect(text(r.files)).toMatch(written);
    expect((r.notRead ?? []).join(' ')).not.toMatch(/name|family/i);
  });

  it.each([
    ['gke autopilot cluster "edge" in europe-west1', 'edge'],
    ['a GKE autopilot cluster edge-eu, regular channel', 'edge-eu'],
  ])('%s', (prompt, name) => {
    const r = run(prompt, 'gcp', 'terraform-google');
    expect(text(r.files)).toMatch(
      new RegExp(`resource "google_container_cluster" "${name}"[\\s\\S]*?name\\s*=\\s*"${name}"`),
    );
    expect((r.notCovered ?? []).join(' ')).not.toContain(name);
  });
});

describe('a follow-up’s "main one" is the thing itself, never its dead-letter queue', () => {
  const history = ['an SQS queue called billing-jobs', 'add a dead-letter queue after 4 failed receives'];
  it.each([
    'rename the main one to billing-jobs-v2 and set the retention to 3 days',
    'ok, rename the primary one to billing-jobs-v2, retention 3 days',
  ])('%s', (prompt) => {
    const files = text(run(prompt, 'aws', 'terraform-aws', history).files);
    const main = /resource "aws_sqs_queue" "[^"]+" \{[^}]*name\s*=\s*"billing-jobs-v2"[^}]*\}/.exec(files)?.[0] ?? '';
    expect(main).toContain('message_retention_seconds  = 259200');
    expect(main).toContain('redrive_policy');
    expect(files).not.toMatch(/name\s*=\s*"billing-jobs"/);
  });

  it('says no "not covered" line for the name renamed away', () => {
    const r = run('rename it to billing-jobs-v2', 'aws', 'terraform-aws', ['an SQS queue called billing-jobs']);
    expect((r.notCovered ?? []).join(' ')).not.toContain("'billing-jobs'");
  });
});

describe('a follow-up that drops a subscription takes it away, the topic stays', () => {
  const history = ['an SNS topic ops-alerts with an email subscription to oncall@example.org'];
  it.each<[string, FormatId, RegExp]>([
    ['drop the email sub', 'terraform-aws', /aws_sns_topic_subscription/],
    ['remove the email subscription please', 'terraform-aws', /aws_sns_topic_subscription/],
    ['we no longer need the email subscription', 'cloudformation', /AWS::SNS::Subscription/],
  ])('%s (%s)', (prompt, format, subscription) => {
    const files = text(run(prompt, 'aws', format, history).files);
    expect(files).not.toMatch(subscription);
    expect(files).not.toContain('oncall@example.org');
    expect(files).toMatch(/aws_sns_topic"|AWS::SNS::Topic/);
  });
});

describe('a name said with its kind and an address range, or beside "our" and "existing", stays the thing’s', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    [
      'a VPC called edge with one subnet apps 10.20.0.0/20 in us-central1',
      'gcp',
      'terraform-google',
      /google_compute_subnetwork" "apps"[\s\S]*?name\s*=\s*"apps"/,
    ],
    [
      'a vnet with a subnet workers 10.1.4.0/24',
      'azure',
      'terraform-azurerm',
      /azurerm_subnet" "workers"[\s\S]*?name\s*=\s*"workers"/,
    ],
  ])('%s', (prompt, platform, format, written) => {
    expect(text(run(prompt, platform, format).files)).toMatch(written);
  });

  it.each<[string, PlatformId, FormatId, RegExp, RegExp]>([
    [
      'a Fargate service with 2 tasks in our existing cluster prod-ecs',
      'aws',
      'terraform-aws',
      /data "aws_ecs_cluster"[\s\S]*default\s*=\s*"prod-ecs"/,
      /resource "aws_ecs_cluster"/,
    ],
    [
      'run a Fargate service web on the cluster shared-ecs that we already have',
      'aws',
      'terraform-aws',
      /data "aws_ecs_cluster"[\s\S]*default\s*=\s*"shared-ecs"/,
      /resource "aws_ecs_cluster"/,
    ],
    [
      'store a secret db-password in our key vault kv-ops',
      'azure',
      'terraform-azurerm',
      /data "azurerm_key_vault"[\s\S]*default\s*=\s*"kv-ops"/,
      /resource "azurerm_key_vault"/,
    ],
    [
      'we already have a storage account stlogs01; add a queue jobs to it',
      'azure',
      'terraform-azurerm',
      /data "azurerm_storage_account"[\s\S]*default\s*=\s*"stlogs01"/,
      /resource "azurerm_storage_account"/,
    ],
  ])(
    '%s',
    async (prompt, platform, format, referred, created) => {
      const r = run(prompt, platform, format);
      expect(text(r.files)).toMatch(referred);
      expect(text(r.files)).not.toMatch(created);
      expect(await errorsOf(r.files, format)).toEqual([]);
    },
    60000,
  );

  it('a bare "cluster" is no ECS cluster where another product with clusters is said', () => {
    const files = text(run('an EKS cluster with a Fargate profile for the cluster', 'aws', 'terraform-aws').files);
    expect(files).not.toMatch(/aws_ecs_cluster/);
  });
});

describe('an image the request names is the image written', () => {
  it.each([
    'a Deployment web with nginx:1.27, 2 replicas, and a ClusterIP service on port 80',
    'run nginx:1.27-alpine as a deployment called edge with 3 replicas',
  ])(
    '%s',
    async (prompt) => {
      const r = run(prompt, 'kubernetes', 'kubernetes-yaml');
      const image = /nginx:1\.27(?:-alpine)?/.exec(prompt)![0];
      expect(text(r.files)).toMatch(new RegExp(`image: ${image.replace('.', '\\.')}$`, 'm'));
      expect(text(r.files)).not.toMatch(/nginx-unprivileged/);
      expect(await errorsOf(r.files, 'kubernetes-yaml')).toEqual([]);
    },
    60000,
  );
});
