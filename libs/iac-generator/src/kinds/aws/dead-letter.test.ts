/**
 * A queue asked for as a dead-letter queue beside another is that queue's (issue 24, class 7): one
 * redrive target, carrying the receives stated for it, never a third queue beside the one the first
 * would make for itself. A queue asked alone with a dead-letter queue still gets one of its own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const PROMPT = 'an SQS queue named invoices-in plus a dead-letter queue that takes a message after 3 failed receives';

describe('a dead-letter queue asked beside a queue', () => {
  it.each(['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[])(
    '%s: is that queue redrive target, with the receives stated',
    async (format) => {
      const { resources, errors, result } = await generated(PROMPT, format);
      expect(errors).toEqual([]);
      const queues = of(resources, format === 'terraform-aws' ? 'aws_sqs_queue' : 'AWS::SQS::Queue');
      expect(queues).toHaveLength(2);
      const redrives = queues
        .map((q) => at(q.body, format === 'terraform-aws' ? 'redrive_policy' : 'RedrivePolicy'))
        .filter(Boolean);
      expect(redrives).toHaveLength(1);
      expect(JSON.stringify(redrives[0])).toMatch(/maxReceiveCount\W+3\b/);
      expect(result.notCovered.join('\n')).not.toMatch(/receives/);
    },
  );

  it('terraform-aws: a queue with a dead-letter queue and no other queue keeps one of its own', async () => {
    const { resources } = await generated('an SQS queue named payouts with a dead-letter queue', 'terraform-aws');
    expect(of(resources, 'aws_sqs_queue')).toHaveLength(2);
  });
});
