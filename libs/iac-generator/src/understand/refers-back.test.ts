/**
 * What a thing holds, said with a possessive ("its objects", "their messages", "whose items"), is
 * that thing: a setting said of its contents lands on the store that holds them, never on a content
 * resource invented beside it (issue 24, class 2). A content said as a thing of its own ("an object
 * named index.html") is still one. Prompts are our own.
 */
import { at, generated, of } from '../testing/resources';
import { understand } from './understand';

const read = (text: string, cloud: 'aws' | 'azure' | 'gcp') =>
  understand(text, cloud).mentions.map(
    (m) => `${m.kind}${m.settings.some((s) => s.label === 'retention') ? '+retention' : ''}`,
  );

describe('"its objects", "whose items": the contents of the thing named before', () => {
  it.each([
    ['aws', 'an S3 bucket named raw with its objects deleted after 20 days', ['aws.s3_bucket+retention']],
    ['aws', 'a Kinesis stream clicks with its records kept for 3 days', ['aws.kinesis_stream+retention']],
    ['aws', 'a DynamoDB table orders whose items expire after 20 days', ['aws.dynamodb_table']],
    ['gcp', 'a GCS bucket raw with their files removed after 20 days', ['gcp.storage_bucket+retention']],
    ['aws', 'an SQS queue named jobs with its messages kept for 4 days', ['aws.sqs_queue+retention']],
  ] as const)('%s: %s', (cloud, text, expected) => {
    expect(read(text, cloud)).toEqual(expected);
  });

  it('terraform-aws: the bucket expires its objects, and no object is written', async () => {
    const { resources, errors } = await generated(
      'an S3 bucket named raw with its objects deleted after 20 days',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_s3_object')).toEqual([]);
    expect(JSON.stringify(of(resources, 'aws_s3_bucket_lifecycle_configuration'))).toMatch(/"days":20\b/);
  });

  it('cloudformation: a stream keeps its records for the hours stated, and no DNS record is invented', async () => {
    const { resources, errors } = await generated(
      'a Kinesis stream clicks with its records kept for 3 days',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::Route53::RecordSet')).toEqual([]);
    expect(at(of(resources, 'AWS::Kinesis::Stream')[0].body, 'RetentionPeriodHours')).toBe(72);
  });

  it('terraform-aws: items of a table that has no such setting are a gap naming the table', async () => {
    const { result, resources } = await generated(
      'a DynamoDB table orders whose items expire after 20 days',
      'terraform-aws',
    );
    expect(of(resources, 'aws_dynamodb_table_item')).toEqual([]);
    expect(result.notCovered.find((l) => /after 20 days/.test(l))).toContain('DynamoDB table');
  });
});

describe('a content said as a thing of its own is still one', () => {
  it.each([
    ['aws', 'an S3 bucket site with an object named index.html', 'aws.s3_object'],
    ['aws', 'a Route 53 zone example.com with the records www and api', 'aws.route53_record'],
  ] as const)('%s: %s', (cloud, text, kind) => {
    expect(understand(text, cloud).mentions.map((m) => m.kind)).toContain(kind);
  });
});
