/**
 * A general word naming a feature the thing before declares (kind.json `features`) is its setting,
 * never a resource of its own: a DynamoDB table's stream is not a Kinesis stream. A stream said as
 * a thing of its own, or a product named by its own name, stays a resource.
 */
import { generateInfrastructure } from '../index';
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
