/**
 * Contents said of a thing with a relative or possessive word ("whose messages", "where items") are
 * that thing: the setting said of them is its, nothing is invented for them, and no 'not read' line
 * says their words were not read (issue 24, class 2).
 */
import { generateInfrastructure } from './index';
import { type FormatId, type PlatformId } from '@infragen/contracts';

const run = (prompt: string, platform: PlatformId, format: FormatId) => {
  const r = generateInfrastructure({ prompt, platform, format });
  return { text: r.files.map((f) => f.content).join('\n'), notRead: r.notRead ?? [], notCovered: r.notCovered };
};

describe('contents said with whose/where are the thing that holds them', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    ['an SQS queue whose messages are kept 4 days', 'aws', 'terraform-aws', /message_retention_seconds\s*=\s*345600/],
    ['a queue on SQS whose messages are kept for 4 days', 'aws', 'cloudformation', /MessageRetentionPeriod: 345600/],
    [
      'a Pub/Sub topic whose messages are kept 3 days',
      'gcp',
      'terraform-google',
      /message_retention_duration\s*=\s*"259200s"/,
    ],
    ['an S3 bucket whose objects are deleted after 45 days', 'aws', 'terraform-aws', /expiration\s*{\s*days\s*=\s*45/],
  ])('%s (%s)', (prompt, platform, format, written) => {
    const r = run(prompt, platform, format);
    expect(r.text).toMatch(written);
    expect(r.notRead).toEqual([]);
    expect(r.notCovered).toEqual([]);
  });

  it('a table where items expire: TTL on the table, no item invented, the duration said as a gap of the table', () => {
    const r = run('a DynamoDB table where items expire after 1 day (TTL on expires_at)', 'aws', 'cloudformation');
    expect(r.text).toMatch(/TimeToLiveSpecification:\s*AttributeName: expires_at/);
    expect(r.text).not.toMatch(/AWS::DynamoDB::.*Item/);
    expect(r.notCovered.join('\n')).not.toMatch(/'items'/);
    expect(r.notCovered.join('\n')).toMatch(/expire after 1 day.*DynamoDB table/);
  });
});
