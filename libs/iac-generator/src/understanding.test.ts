/**
 * How the request is read before anything is planned: a general word after a product is a thing
 * inside that product (never another service), a thing ruled out is not added, a later and more
 * precise mention of the same thing is that thing, the multi-cloud format reads its cloud from
 * misspelt words too, and a budget is the cloud's budget service.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { understand } from './understand/understand';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });
const codeOf = (r: { files: { content: string }[] }) => r.files.map((f) => f.content).join('\n');
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

describe('a general word after a product is a thing inside it', () => {
  it.each<[FormatId]>([['terraform-azurerm'], ['bicep'], ['arm']])(
    '%s: a database and a container of a Cosmos DB account are not Postgres or a Container App',
    (format) => {
      const r = run(
        "A Cosmos DB account using the Gremlin API, with a database 'graph' and a container 'people'",
        'azure',
        format,
      );
      const code = codeOf(r);
      expect(code).toMatch(/cosmosdb_account|Microsoft\.DocumentDB\/databaseAccounts/);
      expect(code).not.toMatch(/postgresql|DBforPostgreSQL|container_app|Microsoft\.App\/containerApps/i);
      expect(code).not.toMatch(/api_management|ApiManagement/);
      // What was named inside the account is written as the account's API has it: a Gremlin graph.
      expect(code).toMatch(/cosmosdb_gremlin_graph|gremlinDatabases\/graphs/);
      expect(code).toMatch(/"people"|'people'|\/people'/);
      expect(r.notCovered.some((n) => n.includes('people'))).toBe(false);
    },
  );

  it('the child is recorded on the product with its name, for writers to use', () => {
    const intent = understand("cosmos db, db 'ledger' container 'entries'", 'azure');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['azure.cosmosdb_account']);
    expect(intent.mentions[0].attrs.children).toEqual([
      { word: 'db', names: ['ledger'] },
      { word: 'container', names: ['entries'] },
    ]);
  });

  it('a blob container of a storage account is not a Container App', () => {
    const code = codeOf(run('A storage account with a container named reports', 'azure', 'terraform-azurerm'));
    expect(code).toMatch(/azurerm_storage_account/);
    expect(code).not.toMatch(/azurerm_container_app/);
  });

  it('a word that only describes the product ("whose tables") is not a thing of its own', () => {
    const intent = understand('A DocumentDB cluster whose databases are encrypted', 'aws');
    expect(intent.mentions.every((m) => !m.attrs.children)).toBe(true);
  });
});

describe('a product before a Kubernetes workload is the image it runs', () => {
  it('"memcached deployment" is one Deployment running memcached, not a StatefulSet beside it', () => {
    const code = codeOf(
      run('memcached deployment with a persistent volume claim of 2Gi', 'kubernetes', 'kubernetes-yaml'),
    );
    expect(count(code, /^kind: Deployment$/gm)).toBe(1);
    expect(code).not.toMatch(/^kind: StatefulSet$/m);
    expect(code).toMatch(/image: memcached/);
  });

  it('an image stated as such wins over the product word', () => {
    const code = codeOf(run('a redis deployment running image redis:7.4', 'kubernetes', 'kubernetes-yaml'));
    expect(code).toMatch(/image: redis:7\.4/);
  });
});

describe('a thing ruled out is not added', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    ['A Linux VM in a private subnet, no public IP', 'azure', 'terraform-azurerm', /azurerm_public_ip/],
    ['One EC2 instance, which should never get a public IP', 'aws', 'terraform-aws', /aws_eip\b/],
    ['A GKE cluster without any NAT', 'gcp', 'terraform-google', /google_compute_router_nat/],
  ])('%s', (prompt, platform, format, absent) => {
    const intent = understand(prompt, platform === 'gcp' ? 'gcp' : platform === 'azure' ? 'azure' : 'aws');
    expect(intent.mentions.map((m) => m.text)).not.toContainEqual(expect.stringMatching(/public ip|nat/));
    if (platform !== 'gcp') expect(codeOf(run(prompt, platform, format))).not.toMatch(absent);
  });
});

describe('the same thing said twice is one component', () => {
  it('a bare mention and a later, more precise one are one database', () => {
    const code = codeOf(
      run(
        'The billing service needs a managed MySQL. I want an RDS MySQL 8.0 instance, db.t3.medium.',
        'aws',
        'terraform-aws',
      ),
    );
    expect(count(code, /resource "aws_db_instance"/g)).toBe(1);
  });

  it('two described things of the same kind in separate sentences stay two', () => {
    const code = codeOf(
      run(
        'An nginx deployment with 2 replicas. And a redis deployment with 1 replica.',
        'kubernetes',
        'kubernetes-yaml',
      ),
    );
    expect(count(code, /^kind: Deployment$/gm)).toBe(2);
  });
});

describe('the multi-cloud format reads its cloud from what the request names', () => {
  it('a misspelt Kubernetes word and the kubernetes provider are Kubernetes, not AWS', () => {
    const code = codeOf(
      run('a kubernetse namespace with a config map, through the kubernetes provider', 'terraform', 'terraform'),
    );
    expect(code).toMatch(/hashicorp\/kubernetes/);
    expect(code).not.toMatch(/hashicorp\/aws/);
  });
});

describe('a budget is the cloud budget service', () => {
  it.each<[PlatformId, FormatId, RegExp]>([
    ['azure', 'terraform-azurerm', /azurerm_consumption_budget_subscription/],
    ['aws', 'terraform-aws', /aws_budgets_budget/],
    ['gcp', 'terraform-google', /google_billing_budget/],
  ])('%s', (platform, format, type) => {
    const code = codeOf(run('a monthly spending budget of 200 USD on the subscription', platform, format));
    expect(code).toMatch(type);
    expect(code).not.toMatch(/metric_alert|metric_alarm|servicebus_subscription/);
  });
});

describe('a global network has one subnet per region it names', () => {
  it('subnets in two regions are two subnetworks, each with its region said', () => {
    const r = run('a VPC with subnets in asia-east1 and southamerica-east1', 'gcp', 'terraform-google');
    expect(count(codeOf(r), /resource "google_compute_subnetwork"/g)).toBe(2);
    for (const region of ['asia-east1', 'southamerica-east1'])
      expect(r.notCovered.some((n) => n.includes(region)) || codeOf(r).includes(`"${region}"`)).toBe(true);
  });

  it('one region is one subnetwork', () => {
    const r = run('a VPC with a subnet in asia-east1', 'gcp', 'terraform-google');
    expect(count(codeOf(r), /resource "google_compute_subnetwork"/g)).toBe(1);
  });
});

describe('a word with a meaning only in context has it only there', () => {
  it('"question" and "intent" are a bot slot and intent only beside a bot', () => {
    const kinds = (prompt: string) => understand(prompt, 'aws').mentions.map((m) => m.kind);
    expect(kinds('An S3 bucket; one question: the intent is to keep receipts')).toEqual(['aws.s3_bucket']);
    expect(kinds('A Lex bot with an intent that asks a question')).toEqual(
      expect.arrayContaining(['aws.lex_intent', 'aws.lex_slot_type']),
    );
  });
});
