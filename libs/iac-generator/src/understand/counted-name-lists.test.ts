/**
 * A counted plural and as many plain words after a colon, a dash or in brackets names each thing
 * ("two subscriptions: billing and audit"); a list of descriptions, places or phrases does not.
 */
import { type Cloud } from '../model/types';
import { generateInfrastructure } from '../testing/resources';
import { understand } from './understand';

const names = (prompt: string, kind: string, cloud: Cloud = 'aws') =>
  understand(prompt, cloud)
    .mentions.filter((m) => m.kind === kind)
    .flatMap((m) => m.names);

describe('a counted list of names', () => {
  it('names the children a counted list after a comma gives', () => {
    const topic = understand('a Service Bus topic events with two subscriptions, ledger and mailer', 'azure')
      .mentions[0];
    expect(topic.attrs.children).toEqual([{ word: 'subscriptions', names: ['ledger', 'mailer'] }]);
  });

  it.each<[string, string, string[]]>([
    ['two SQS queues: intake and retries', 'aws.sqs_queue', ['intake', 'retries']],
    ['3 sns topics (alerts, billing, audit) for the team', 'aws.sns_topic', ['alerts', 'billing', 'audit']],
    ['two s3 buckets - uploads and thumbnails, both versioned', 'aws.s3_bucket', ['uploads', 'thumbnails']],
  ])('%s', (prompt, kind, expected) => {
    expect(names(prompt, kind)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['two subnets: public and private', 'aws.subnet', 'public'],
    ['two subnets, public and private', 'aws.subnet', 'private'],
    ['2 buckets: us-east-1 and eu-west-1', 'aws.s3_bucket', 'us-east-1'],
    ['two queues: one for orders and one for refunds', 'aws.sqs_queue', 'one'],
    ['three queues: orders and refunds', 'aws.sqs_queue', 'refunds'],
  ])('%s is no list of names', (prompt, kind, word) => {
    expect(names(prompt, kind)).not.toContain(word);
  });

  it("gives a one-topic Service Bus namespace's subscriptions their names", () => {
    for (const format of ['terraform-azurerm', 'arm'] as const) {
      const res = generateInfrastructure({
        prompt: 'service bus namespace with one topic invoices and 2 subscriptions: ledger and mailer',
        platform: 'azure',
        format,
        history: [],
      });
      const text = res.files.map((f) => f.content).join('\n');
      expect(text).toMatch(/ledger/);
      expect(text).toMatch(/mailer/);
    }
  });
});
