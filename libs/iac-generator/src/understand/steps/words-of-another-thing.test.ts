/**
 * Kind words that are no resource of their own (issue 24, class 1), wordings of our own: a kind's
 * word before a head naming something outside the infrastructure, a child of a holder read earlier
 * in the request, kind words saying which parts a setting covers, and a database's member named by
 * its role when the database is a product with no kind.
 */
import { type Cloud } from '../../model/types';
import { generateInfrastructure } from '../../testing/resources';
import { understand } from '../understand';

const read = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions;
const kinds = (prompt: string, cloud: Cloud) => [...new Set(read(prompt, cloud).map((m) => m.kind))];

describe('a kind word before a head outside the infrastructure', () => {
  it.each<[string, Cloud, string]>([
    ['an S3 bucket the kafka team writes to', 'aws', 'aws.msk_cluster'],
    ['a Pub/Sub topic so the warehouse team can pull orders', 'gcp', 'gcp.bigquery_dataset'],
    ['a storage bucket; our Kubernetes manifests live elsewhere', 'gcp', 'gcp.container_cluster'],
  ])('makes nothing of its own: %s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('is said as not read', () => {
    const intent = understand('an SNS topic that the redis team subscribes to', 'aws');
    expect(intent.unread.map((u) => u.text)).toContain('redis team');
  });

  it('keeps a kind word before a head that is a thing of that kind', () => {
    expect(kinds('a redis instance for the cart', 'aws')).toContain('aws.elasticache_cluster');
  });
});

describe("a kind's word before the head of the same service", () => {
  it.each([
    'an Amazon Kinesis Firehose delivery stream that lands JSON in an S3 bucket',
    'a Kinesis Data Firehose stream to OpenSearch',
  ])("is the head's brand, one thing: %s", (prompt) => {
    const found = kinds(prompt, 'aws');
    expect(found).toContain('aws.kinesis_firehose_delivery_stream');
    expect(found).not.toContain('aws.kinesis_stream');
  });
});

describe('a named child of a holder read earlier in the request', () => {
  const prompt = [
    'Storage for the reports service:',
    '- one storage account streports01',
    '- a storage queue report-jobs in it',
    '- failed jobs go to a container named report-failures there',
  ].join('\n');

  it('is a child of the holder, never a workload', () => {
    const mentions = read(prompt, 'azure');
    expect(mentions.map((m) => m.kind)).not.toContain('azure.container_app');
    const account = mentions.find((m) => m.kind === 'azure.storage_account' && m.names.includes('streports01'));
    expect(account?.attrs.children?.map((c) => c.names)).toContainEqual(['report-failures']);
  });

  it('a container running an image stays a workload', () => {
    const kinds = read('a storage account; a Redis cache; a container named web running nginx:1.27', 'azure').map(
      (m) => m.kind,
    );
    expect(kinds).toContain('azure.container_app');
  });
});

describe('a child named before "of" its holder', () => {
  it('takes the bare word as its name', () => {
    const mentions = read('export every hour into the container nightly of our existing storage account', 'azure');
    expect(mentions.map((m) => m.kind)).not.toContain('azure.container_app');
    const account = mentions.find((m) => m.kind === 'azure.storage_account');
    expect(account?.attrs.children?.map((c) => c.names)).toContainEqual(['nightly']);
  });
});

describe('kind words after "for" that say what a setting covers', () => {
  it.each<[string, Cloud, string]>([
    ['an ADLS account with ZRS, and 14 days of soft delete for blobs and containers', 'azure', 'azure.container_app'],
  ])('are parts of the resource: %s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('a thing counted after "for" is a thing of its own', () => {
    expect(kinds('a storage account with soft delete for two queues', 'azure').length).toBeGreaterThan(0);
  });
});

describe('a member named by its role in a product with no kind', () => {
  it('is no machine', () => {
    const answer = generateInfrastructure({
      prompt: 'an AlloyDB cluster named ledger with a writer instance of 16 vCPUs',
      platform: 'gcp',
      format: 'terraform-google',
    });
    const files = answer.files.map((f) => f.content).join('\n');
    expect(files).not.toContain('google_compute_instance');
  });
});
