/**
 * An event rule that delivers to a queue or a topic writes the resource policy that lets EventBridge
 * send there, on behalf of that rule only (issue 24, WIR): without it the rule matches and nothing
 * arrives. Wordings of our own, on both AWS formats.
 */
import { type FormatId } from '@infragen/contracts';
import { generated, of } from '../../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const tf = (format: FormatId, terraform: string, cfn: string) => (format === 'terraform-aws' ? terraform : cfn);
const body = (r: { body: unknown }) => JSON.stringify(r.body);

describe('an event rule may deliver to the queue or topic it targets', () => {
  it.each(BOTH)('%s: instance state changes land in a new queue the ops team polls', async (format) => {
    const { resources, errors } = await generated(
      'an EventBridge rule for EC2 instance state changes that sends them to an SQS queue named fleet-changes',
      format,
    );
    expect(errors).toEqual([]);
    const [policy] = of(resources, tf(format, 'aws_sqs_queue_policy', 'AWS::SQS::QueuePolicy'));
    expect(policy).toBeDefined();
    expect(body(policy)).toContain('events.amazonaws.com');
    expect(body(policy)).toContain('sqs:SendMessage');
    // Only the rule may send: the policy names the rule as the source.
    expect(body(policy)).toMatch(/aws:SourceArn/);
    expect(body(policy)).toMatch(format === 'terraform-aws' ? /aws_cloudwatch_event_rule\.\w+\.arn/ : /Rule\w*.*Arn/);
  });

  it.each(BOTH)('%s: matched events published to a topic', async (format) => {
    const { resources, errors } = await generated(
      'route GuardDuty findings with an eventbridge rule to an SNS topic called security-alerts',
      format,
    );
    expect(errors).toEqual([]);
    const policies = of(resources, tf(format, 'aws_sns_topic_policy', 'AWS::SNS::TopicPolicy'));
    expect(policies.map(body).join('\n')).toMatch(/events\.amazonaws\.com[\s\S]*SNS:Publish/);
  });

  it('terraform-aws: a rule that starts a function needs no queue policy', async () => {
    const { resources } = await generated('an eventbridge rule that runs a python lambda every hour', 'terraform-aws');
    expect(of(resources, 'aws_sqs_queue_policy')).toHaveLength(0);
    expect(of(resources, 'aws_sns_topic_policy')).toHaveLength(0);
  });
});
