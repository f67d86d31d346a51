/**
 * A general word naming a feature the thing before declares (kind.json `features`) is its setting,
 * never a resource of its own: a DynamoDB table's stream is not a Kinesis stream. A stream said as
 * a thing of its own, or a product named by its own name, stays a resource.
 */
import { generateInfrastructure } from '../testing/resources';
import { understand } from './understand';

const kinds = (prompt: string) => understand(prompt, 'aws').mentions.map((m) => m.kind);

describe('a feature of the thing before is its setting (kind.json features)', () => {
  it.each([
    'a DynamoDB table "sessions" with streams turned on',
    'DynamoDB table for carts, with a stream',
    'a dynamo table keyed on userId; stream of new and old images',
    'Create a DynamoDB table:\n- partition key tenant\n- change stream with both new and old images\n- on-demand',
    'a DynamoDB table for invoices whose event stream keeps the old and new images',
  ])('%s -> one table with its stream, no Kinesis stream', (prompt) => {
    const intent = understand(prompt, 'aws');
    expect(intent.mentions.map((m) => m.kind)).toEqual(['aws.dynamodb_table']);
    expect([...intent.mentions[0].attrs.flags]).toContain('streams');
  });

  it.each(['terraform-aws', 'cloudformation'] as const)('%s writes the stream on the table and says so', (format) => {
    const r = generateInfrastructure({
      prompt: 'one DynamoDB table for carts:\n* hash key cartId\n* a stream with new and old images',
      platform: 'aws',
      format,
    });
    const files = r.files.map((f) => f.content).join('\n');
    expect(files).not.toMatch(/aws_kinesis_stream|AWS::Kinesis::Stream/);
    expect(files).toMatch(/stream_view_type\s*=\s*"NEW_AND_OLD_IMAGES"|StreamViewType: NEW_AND_OLD_IMAGES/);
    expect(r.explanation).not.toMatch(/not read: '.*images/);
  });

  it.each([
    'a DynamoDB table for orders and a data stream for clickstream events',
    'a DynamoDB table, plus another stream named audit',
    'a DynamoDB table and a Kinesis stream',
  ])('a stream of its own stays one: %s', (prompt) => {
    expect(kinds(prompt)).toEqual(['aws.dynamodb_table', 'aws.kinesis_stream']);
  });

  it('a stream with no table before it is a stream', () => {
    expect(kinds('a data stream for click events with 2 shards')).toEqual(['aws.kinesis_stream']);
  });
});

describe('a feature its writers write from the values said with it', () => {
  it.each([
    'an ECR repository with a lifecycle policy keeping the last 20 images',
    'ECR repo "api" plus lifecycle rules: keep 5 images',
  ])('%s -> the repository only, no S3 bucket for its lifecycle', (prompt) => {
    expect(kinds(prompt)).toEqual(['aws.ecr_repository']);
  });
});

describe("a load balancer's access logs are its own", () => {
  it.each(['an internet-facing ALB with access logs', 'an application load balancer, access logging on'])(
    '%s -> no S3 bucket logging resource for a bucket nobody asked for; said not written',
    (prompt) => {
      expect(kinds(prompt)).toEqual(['aws.lb']);
      const r = generateInfrastructure({ prompt, platform: 'aws', format: 'terraform-aws' });
      expect(r.files.map((f) => f.content).join('\n')).not.toMatch(/aws_s3_bucket_logging/);
      expect(r.explanation).toMatch(/not covered: 'access log/);
    },
  );
});

describe('a setting named with a kind word and an enum value is no resource', () => {
  it.each([
    ['a StorageClass for gp3 disks with reclaim policy Delete', 'k8s', /^kind: Role$/m],
    ['a deployment web running nginx:1.27, image pull policy IfNotPresent', 'k8s', /^kind: Role$/m],
    ['an auto scaling group of t3.small with termination policy OldestInstance', 'aws', /AWS::IAM::ManagedPolicy/],
  ] as const)('%s -> no policy resource', (prompt, cloud, policy) => {
    const r = generateInfrastructure({
      prompt,
      platform: cloud === 'k8s' ? 'kubernetes' : 'aws',
      format: cloud === 'k8s' ? 'kubernetes-yaml' : 'cloudformation',
    });
    expect(r.files.map((f) => f.content).join('\n')).not.toMatch(policy);
  });

  it('a policy named as a thing of its own stays one', () => {
    expect(kinds('an IAM role and a policy that reads the bucket')).toContain('aws.iam_policy');
  });
});
