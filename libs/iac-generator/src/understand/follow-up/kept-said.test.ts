/**
 * A follow-up that says a thing stays ("keep the topic", "leave the bucket alone", "the queue stays")
 * never removes it, even where it puts another thing in its place for a connection; the answer never
 * says it was removed. A replacement with nothing said kept still removes the old thing.
 */
import { generated } from '../../testing/resources';
import { saidKept } from './kept-said';

describe('saidKept reads the wordings of a thing that stays', () => {
  const topic = { names: ['audit-feed'], text: 'sns topic' };
  it.each<[string, boolean]>([
    ['keep the topic itself', true],
    ['but leave the audit-feed topic alone', true],
    ['the topic stays, only the rule changes', true],
    ['retain that topic, just unhook it', true],
    // Said of something else, or no keeping at all.
    ['keep the queue', false],
    ['remove the topic', false],
    ['keep messages for 4 days', false],
  ])('%s -> %s', (phrase, kept) => expect(saidKept([phrase], topic)).toBe(kept));
});

describe('a follow-up that keeps a thing never removes it', () => {
  const first =
    'Terraform: an EventBridge rule on a schedule of every 10 minutes that publishes to a new SNS topic "tick-feed".';

  it('a new target instead of the topic, the topic kept: the topic stays, the rule points at the queue', async () => {
    const { result, resources, errors } = await generated(
      'send the rule to a new SQS queue "tick-store" instead of the topic. Leave the topic alone, just detach it from the rule.',
      'terraform-aws',
      [first],
    );
    expect(errors).toEqual([]);
    const types = resources.map((r) => r.type);
    expect(types).toContain('aws_sns_topic');
    expect(types).toContain('aws_sqs_queue');
    // Nothing joins the kept topic to the queue the rule now feeds.
    expect(types).not.toContain('aws_sns_topic_subscription');
    expect(result.explanation).not.toMatch(/Removed, as the follow-up asked[^\n]*tick-feed/);
  });

  it('a replacement with nothing said kept still removes the old thing', async () => {
    const { resources, errors } = await generated(
      'send the rule to a new SQS queue "tick-store" instead of the topic',
      'terraform-aws',
      [first],
    );
    expect(errors).toEqual([]);
    expect(resources.map((r) => r.type)).not.toContain('aws_sns_topic');
  });
});
