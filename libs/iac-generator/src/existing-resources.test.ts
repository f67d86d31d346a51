/**
 * A resource the request says already exists is referenced where the writer can look it up, and
 * where it cannot, the answer says plainly that it was created new: never a silent copy.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { understand } from './understand/understand';

const run = (prompt: string, platform: PlatformId, format: FormatId) =>
  generateInfrastructure({ prompt, platform, format });

describe('the thing said to exist is marked, not its neighbour', () => {
  it.each<[string, 'aws' | 'azure' | 'gcp', string]>([
    ['A Step Functions state machine that reads our existing Kinesis stream', 'aws', 'aws.kinesis_stream'],
    ['an event hub namespace and a function app on the existing app service plan', 'azure', 'azure.service_plan'],
    ['A Cloud Function reading from our pre-existing Pub/Sub topic', 'gcp', 'gcp.pubsub_topic'],
  ])('%s', (prompt, cloud, kind) => {
    const flagged = understand(prompt, cloud)
      .mentions.filter((m) => m.attrs.flags.has('existing'))
      .map((m) => m.kind);
    expect(flagged).toEqual([kind]);
  });
});

describe('a kind that cannot be referenced yet is created, and the answer says so', () => {
  it.each<[string, PlatformId, FormatId, RegExp]>([
    ['An SQS queue feeding my existing CloudWatch dashboard', 'aws', 'terraform-aws', /existing CloudWatch dashboard/],
    [
      'A Linux web app that uses our existing Azure Cache for Redis redis-core',
      'azure',
      'bicep',
      /existing Azure Cache/,
    ],
  ])('%s', (prompt, platform, format, words) => {
    const r = run(prompt, platform, format);
    const line = r.notCovered.find((n) => words.test(n));
    expect(line).toMatch(/created|referring to an existing one is not supported/);
  });

  it('a kind the writer looks up is referenced, with no such line', () => {
    const r = run('A Lambda function triggered by my existing SQS queue', 'aws', 'terraform-aws');
    expect(r.files.map((f) => f.content).join('\n')).toMatch(/data "aws_sqs_queue"/);
    expect(r.notCovered.join('\n')).not.toMatch(/existing/);
  });
});
