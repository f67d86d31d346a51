/**
 * The answer's account is true (issue 24, class 4): a name the request gave is in the files or
 * said; words given to the catalogue of provider types that no type took are said as not read;
 * no "not covered" line quotes words the files hold as written; a follow-up's removals are said.
 * Prompts of our own, never the evaluation's.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { quotedAsWritten } from './answer/as-written';
import { lineHeldByFiles } from './answer/held';
import { namesIt, usesName } from './answer/unused-names';
import { holdsPort } from './answer/unused-ports';

const run = (prompt: string, platform: PlatformId, format: FormatId, history: string[] = []) =>
  generateInfrastructure({ prompt, platform, format, history: history.map((content) => ({ role: 'user', content })) });
const quoted = (lines: readonly string[] | undefined) => (lines ?? []).map((l) => /^'([^']*)'/.exec(l)?.[1] ?? '');
const contentOf = (r: ReturnType<typeof run>) => r.files.map((f) => f.content).join('\n');

describe('whether the files use a name', () => {
  it.each([
    ['name     = "rg-core"', 'rg-core', true],
    ['metadata:\n  name: web-frontend', 'web-frontend', true],
    // Inside a longer name, or the start of one built with an expression, it is not the name.
    ['name = "rg-rg-core"', 'rg-core', false],
    ['name = "kvcore${random_string.suffix.result}"', 'kvcore', false],
    // A block's label, a tag "Name" and a comment name nothing in the cloud.
    [
      'resource "azurerm_resource_group" "rg-core" {\n  name = "rg-main"\n  tags = {\n    Name = "rg-core"\n  }\n}',
      'rg-core',
      false,
    ],
    ['# rg-core holds the shared resources', 'rg-core', false],
    // A resource with no name argument is named by its label and Name tag.
    [
      'resource "aws_egress_only_internet_gateway" "edge-gw" {\n  vpc_id = aws_vpc.main.id\n  tags = {\n    Name = "edge-gw"\n  }\n}',
      'edge-gw',
      true,
    ],
  ])('%j uses %s: %s', (content, name, used) => {
    expect(usesName(name, content)).toBe(used);
  });
});

describe('a name the request gave is in the files or said as not covered', () => {
  it.each<[string, PlatformId, FormatId, string]>([
    [
      'resource group rg-billing-core in northeurope and a key vault named kv-billing-core',
      'azure',
      'terraform-azurerm',
      'kv-billing-core',
    ],
    ["an S3 bucket called 'acme-invoices-archive' with versioning", 'aws', 'terraform-aws', 'acme-invoices-archive'],
    ['a ConfigMap called feature-flags in the namespace shop', 'kubernetes', 'kubernetes-yaml', 'feature-flags'],
    ["a Pub/Sub topic named 'order-events' and a subscription to it", 'gcp', 'terraform-google', 'order-events'],
    // A name a reader took (of a thing said to exist) is no less a name the files must hold or the answer say.
    [
      'a VerticalPodAutoscaler for the existing deployment "catalog-indexer", updateMode Auto',
      'kubernetes',
      'kubernetes-yaml',
      'catalog-indexer',
    ],
  ])('%s', (prompt, platform, format, name) => {
    const r = run(prompt, platform, format);
    const said = [...r.notCovered, ...(r.notRead ?? [])].some((l) => l.toLowerCase().includes(name));
    expect(usesName(name, contentOf(r)) || said).toBe(true);
  });

  it('names the kind written under a name of its own', () => {
    const r = run('resource group rg-billing-core in northeurope', 'azure', 'terraform-azurerm');
    const line = r.notCovered.find((l) => l.startsWith("'rg-billing-core'"));
    if (usesName('rg-billing-core', contentOf(r))) expect(line).toBeUndefined();
    else expect(line).toMatch(/name of the resource group: no file uses it/);
  });

  it.each([
    ["'telemetry' (given in the request: no file holds this value, so it was not written as asked)", true],
    ['\'store them in a keyspace named "telemetry"\' (no words of it were read as something to write)', true],
    // The word in another sense is no line about the name.
    ["'We are moving device telemetry off a Cassandra ring' (no words of it were read as something to write)", false],
  ])('%s is about the name telemetry: %s', (line, about) => {
    expect(namesIt(line, 'telemetry')).toBe(about);
  });

  it("takes a comma written inside the quotes as the sentence's, not the name's", () => {
    const r = run('a VPC named "edge-net," with the CIDR block 10.9.0.0/16', 'aws', 'terraform-aws');
    expect(r.notCovered.filter((l) => l.includes('edge-net,'))).toEqual([]);
    expect(usesName('edge-net', contentOf(r)) || r.notCovered.some((l) => l.startsWith("'edge-net'"))).toBe(true);
  });

  it('never says a plain word read after a kind as a name left out', () => {
    const r = run('an SQS queue orders-in and a CloudWatch alarm on queue depth', 'aws', 'terraform-aws');
    expect(r.notCovered.filter((l) => /^'depth' \(a name/.test(l))).toEqual([]);
  });

  it('says the names of a request it declines', () => {
    const r = run('a private Bitbucket repo called deploy-scripts', 'aws', 'terraform-aws');
    expect(r.declined).toBe(true);
    expect(quoted(r.notCovered)).toEqual(expect.arrayContaining(['private Bitbucket repo', 'deploy-scripts']));
  });
});

describe('words given to the catalogue that no type it wrote took are said as not read', () => {
  it('keeps the type a minimal block wrote, and says the rest', () => {
    const r = run(
      'an Azure Data Factory in the group with a managed private endpoint and customer lockbox',
      'azure',
      'terraform-azurerm',
    );
    expect(r.minimal?.some((m) => m.startsWith('azurerm_data_factory'))).toBe(true);
    expect(quoted(r.notRead)).toContain('customer lockbox');
    expect(quoted(r.notRead).filter((q) => /data factory/i.test(q))).toEqual([]);
  });
});

describe('no "not covered" line quotes words the files hold as written', () => {
  it.each<[string, PlatformId, FormatId]>([
    [
      'Deployment checkout running ghcr.io/shop/checkout:2.1, 3 replicas, rolling update with maxUnavailable 0 and maxSurge 1',
      'kubernetes',
      'kubernetes-yaml',
    ],
    [
      'Deployment checkout running ghcr.io/shop/checkout:2.1, rolling update with maxUnavailable 0',
      'kubernetes',
      'terraform-kubernetes',
    ],
    [
      'a StorageClass for premium disks on the Azure disk CSI driver with WaitForFirstConsumer binding',
      'kubernetes',
      'kubernetes-yaml',
    ],
  ])('%s (%s)', (prompt, platform, format) => {
    const r = run(prompt, platform, format);
    expect(r.notCovered.filter((l) => lineHeldByFiles(l, contentOf(r)))).toEqual([]);
  });
});

describe('a follow-up that removes something says so', () => {
  it('names what was removed under what was understood', () => {
    const r = run('remove the NAT gateway', 'aws', 'terraform-aws', ['a VPC with a NAT gateway and a private subnet']);
    expect(r.explanation).toMatch(/^Removed, as the follow-up asked: nat gateway\.$/im);
    expect(r.files.map((f) => f.content).join('\n')).not.toMatch(/aws_nat_gateway/);
  });

  it('says nothing of removals when none was asked', () => {
    const r = run('a VPC with a NAT gateway and a private subnet', 'aws', 'terraform-aws');
    expect(r.explanation).not.toMatch(/^Removed/m);
  });
});

describe('a value nothing read is said, never dropped as a word of joining', () => {
  it.each<[string, PlatformId, FormatId, string]>([
    ["an action group 'ops-pager' that texts +1 415 555 0100 when an alert fires", 'azure', 'bicep', '+1 415 555 0100'],
    [
      'a Secrets Manager secret for the webhook token, a generated 64-character value',
      'aws',
      'terraform-aws',
      '64-character',
    ],
  ])('%s', (prompt, platform, format, value) => {
    const r = run(prompt, platform, format);
    expect([...r.notCovered, ...(r.notRead ?? [])].some((l) => l.includes(value))).toBe(true);
  });

  it('says nothing of a value written onto its unit that a setting read', () => {
    const r = run('an EKS cluster with a 3-node managed node group', 'aws', 'terraform-aws');
    expect([...r.notCovered, ...(r.notRead ?? [])].filter((l) => l.includes('3-node'))).toEqual([]);
  });
});

describe('a port the request stated is in the files or said', () => {
  it.each([
    ['port = 8080', 8080, true],
    ['containerPort: 80\n', 80, true],
    // Inside a longer number, an address or a version it is not the port.
    ['port = 18080', 8080, false],
    ['cidr = "10.0.80.0/24"', 80, false],
    ['version = "1.80"', 80, false],
  ])('%j holds %d: %s', (content, port, held) => {
    expect(holdsPort(port, content)).toBe(held);
  });

  it.each<[string, PlatformId, FormatId]>([
    [
      'an ingress for shop.example.com routing /api to service api on port 8080 and / to service web on port 80',
      'kubernetes',
      'kubernetes-yaml',
    ],
    ['an application load balancer listening on port 8443 in front of two EC2 instances', 'aws', 'terraform-aws'],
  ])('%s', (prompt, platform, format) => {
    const r = run(prompt, platform, format);
    for (const port of (prompt.match(/\bport (\d+)/g) ?? []).map((p) => Number(p.slice(5))))
      expect(holdsPort(port, contentOf(r)) || r.notCovered.some((l) => l.startsWith(`'port ${port}'`))).toBe(true);
  });
});

describe('lines quote the request as the user wrote it, not as the reading corrected it', () => {
  it.each([
    // "consumes" was read as "consumer": the line quotes what was written.
    [
      "'consumer' (no words of it were read)",
      ['consumes -> consumer'],
      'a Lambda that consumes it',
      "'consumes' (no words of it were read)",
    ],
    ["'time recovery' (no words)", ['recovry -> recovery'], 'point in time recovry', "'time recovry' (no words)"],
    // A word the user also wrote as read may be that one: left alone.
    ["'table' (no words)", ['tabel -> table'], 'a tabel and a table', "'table' (no words)"],
    // Only the quote changes, never the reason.
    ["'tabel' (a table: nothing)", ['tabel -> table'], 'a tabel', "'tabel' (a table: nothing)"],
    // Names the reading quoted are quoted only where the user quoted them.
    [
      `'a ledger called "books" kept by region' (no words)`,
      [],
      'Make a ledger called books kept by region, please',
      "'a ledger called books kept by region' (no words)",
    ],
    [`'a hub "orders" x' (no words)`, [], "a hub 'orders' x", "'a hub 'orders' x' (no words)"],
    [`'a hub "orders"' (no words)`, [], "and a hub 'orders', with", "'a hub 'orders'' (no words)"],
    [`'(a hub "orders")' (no words)`, [], "and (a hub 'orders') with", "'(a hub 'orders')' (no words)"],
    // Words the reading joined or split are quoted as written; a word cut short is taken whole.
    ["'a Stateful Set named pg' (no words)", [], 'a StatefulSet named pg', "'a StatefulSet named pg' (no words)"],
    [
      "'sorted in descending o' (no words)",
      [],
      'rows sorted in descending order.',
      "'sorted in descending order' (no words)",
    ],
    // Words the conversation does not hold in that order are left as they are.
    ["'gold tier' (no words)", [], 'a tier of gold', "'gold tier' (no words)"],
  ])('%s', (line, corrections, conversation, said) => {
    expect(quotedAsWritten(line, corrections, conversation)).toBe(said);
  });

  it.each<[string, PlatformId, FormatId]>([
    ['a dynamo db tabel with on demand billing and point in time recovry', 'aws', 'terraform-aws'],
    ['an SQS queue and a Lambda that consumes it in batches of 10', 'aws', 'cloudformation'],
    [
      'a managed instance group of e2-medium VMs, autoscaled at 70% CPU, behind an HTTPS load balancer',
      'gcp',
      'terraform-google',
    ],
  ])('%s', (prompt, platform, format) => {
    const r = run(prompt, platform, format);
    const written = prompt.toLowerCase();
    const notWritten = [...r.notCovered, ...(r.notRead ?? [])].filter((l) =>
      (/^'(.*?)' \(/s.exec(l)?.[1] ?? '')
        .toLowerCase()
        .match(/[a-z0-9]+/g)
        ?.some((w) => !written.includes(w)),
    );
    expect(notWritten).toEqual([]);
  });
});

describe('a thing inside a component that its writer writes is not called unwritten', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    [
      'a Cloud SQL Postgres 15 instance called orders-db with a database named orders',
      'gcp',
      'terraform-google',
      /resource "google_sql_database" /,
    ],
    ['an Azure SQL server with a database named billing', 'azure', 'bicep', /Microsoft\.Sql\/servers\/databases@/],
  ])('%s', (prompt, platform, format, child) => {
    const r = run(prompt, platform, format);
    expect(contentOf(r)).toMatch(child);
    expect(r.notCovered.filter((l) => /inside it is not written/.test(l))).toEqual([]);
  });
});

describe('what was written as another kind is said with why, never as not covered', () => {
  it.each<[string, FormatId]>([
    ['a Deployment of mongo:7 with 3 replicas where each pod gets its own 8Gi persistent volume', 'kubernetes-yaml'],
    ['Deployment running etcd with 3 pods, every pod with its own 2Gi volume claim', 'terraform-kubernetes'],
  ])('%s (%s)', (prompt, format) => {
    const r = run(prompt, 'kubernetes', format);
    expect(r.notCovered.join('\n')).not.toMatch(/cannot/);
    expect(r.explanation).toMatch(/^written instead: 'Deployment' \(a Deployment cannot give each replica a volume/m);
    expect(contentOf(r)).toMatch(/StatefulSet/);
    expect(contentOf(r)).not.toMatch(/kind: PersistentVolume\b|"PersistentVolume"/);
  });

  it('the words that say it again are accounted for by that line, never said as not read', () => {
    const r = run(
      'a Deployment of mongo:7 with 2 replicas, each pod with its own 8Gi disk through volumeClaimTemplates',
      'kubernetes',
      'kubernetes-yaml',
    );
    expect(r.explanation).toMatch(/^written instead: 'Deployment'/m);
    expect((r.notRead ?? []).join('\n')).not.toMatch(/volumeClaimTemplates/);
  });
});

describe("another cloud's product: its nearest product here is said as written only when it was", () => {
  it('says the nearest was written when it is in the files (needed by what was asked)', () => {
    const r = run(
      'GCP please: like an Amazon SNS topic with a pull subscription for the billing worker',
      'gcp',
      'terraform-google',
    );
    expect(contentOf(r)).toMatch(/resource "google_pubsub_topic"/);
    expect(r.notCovered.join('\n')).not.toMatch(/Nothing was written in its place/);
    expect(r.explanation).toMatch(
      /^written instead: 'SNS topic' \(AWS SNS topic is not on Google Cloud; its nearest Google Cloud service, Pub\/Sub topic, was written\)$/m,
    );
  });

  it('keeps saying nothing was written in its place when nothing was', () => {
    const r = run('an Azure Cosmos DB account for the catalogue', 'gcp', 'terraform-google');
    expect(r.notCovered).toContainEqual(
      expect.stringMatching(/^'Cosmos DB account' .*Nothing was written in its place/),
    );
    expect(r.explanation).not.toMatch(/^written instead/m);
  });
});

describe('what cannot be had together is said once, with why', () => {
  it('a setting a conflict line says is not said again as not set', () => {
    const r = run('an Azure Cache for Redis, Standard C1, with 4 shards', 'azure', 'bicep');
    expect(quoted(r.notCovered).filter((q) => q === '4 shards')).toHaveLength(1);
    expect(r.notCovered).toContainEqual(expect.stringMatching(/^'4 shards' \(as asked it cannot be written/));
  });
});
