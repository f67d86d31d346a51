/**
 * A kind the request rules out ("not DynamoDB", "no NAT gateway", "without Cosmos DB") is never
 * brought back by a general word elsewhere in it ("a table", "NAT"), before or after the ruling,
 * and no setting is reported honoured on it; the request's own words for the kind still ask for it.
 */
import { understand } from './understand';

const kinds = (text: string, cloud: 'aws' | 'azure' | 'gcp' = 'aws') =>
  understand(text, cloud).mentions.map((m) => m.kind);

describe('a general word does not bring back a kind the request ruled out', () => {
  it.each([
    ['please use Amazon Keyspaces, not DynamoDB. A table readings with on-demand capacity.', 'aws.dynamodb_table'],
    ['A table for orders with on-demand capacity, no DynamoDB please, we want Aurora PostgreSQL', 'aws.dynamodb_table'],
    ['We do not want DynamoDB at all; keep a table of sessions in the Postgres database', 'aws.dynamodb_table'],
    ['a VPC without a NAT gateway, and private subnets that use NAT for egress', 'aws.nat_gateway'],
  ])('%s', (text, kind) => {
    const intent = understand(text, 'aws');
    expect(intent.ruledOut).toContain(kind);
    expect(intent.mentions.map((m) => m.kind)).not.toContain(kind);
    expect(intent.mentions.flatMap((m) => m.settings.map((s) => s.label))).not.toContain('capacity mode');
  });

  it('on Azure too: no Cosmos DB means "a table" is no Cosmos DB account', () => {
    expect(kinds('Not Cosmos DB, please: a storage account and a table for sessions', 'azure')).not.toContain(
      'azure.cosmosdb_account',
    );
  });
});

describe("the request's own words for a ruled-out kind still ask for it", () => {
  it.each([
    ['No public bucket anywhere. Create a private bucket for invoices.', 'aws.s3_bucket'],
    ['a DynamoDB table for locks, and no DynamoDB streams', 'aws.dynamodb_table'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it.each([
    ['a GCS bucket named exports, no versioning', 'gcp', 'gcp.storage_bucket'],
    ['An S3 bucket for reports. No versioning on it.', 'aws', 'aws.s3_bucket'],
  ] as const)('a property turned off rules out no kind: %s', (text, cloud, kind) => {
    expect(kinds(text, cloud)).toContain(kind);
  });

  it('a table is a table when nothing rules DynamoDB out', () => {
    expect(kinds('A table for orders with on-demand capacity, we also want Aurora PostgreSQL')).toContain(
      'aws.dynamodb_table',
    );
  });
});

describe('not making a new one beside the existing one the user names rules nothing out', () => {
  it.each([
    ["an RDS postgres instance; don't create a new VPC, use our existing VPC vpc-0abc1234", 'aws', 'aws.vpc'],
    ['a lambda in the existing vpc vpc-0abc1234, do not create a vpc', 'aws', 'aws.vpc'],
    [
      'an AKS cluster in our existing vnet hub-vnet; please do not create another vnet',
      'azure',
      'azure.virtual_network',
    ],
  ] as const)('%s', (text, cloud, kind) => {
    const intent = understand(text, cloud);
    expect(intent.ruledOut ?? []).not.toContain(kind);
    expect(intent.mentions.some((m) => m.kind === kind)).toBe(true);
  });

  it('with no existing one named, "do not create a VPC" still rules the kind out', () => {
    expect(understand('a lambda function, do not create a VPC', 'aws').ruledOut).toContain('aws.vpc');
  });
});
