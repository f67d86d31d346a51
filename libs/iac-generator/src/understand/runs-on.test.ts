/**
 * What a machine runs is software on it (issue 24, head-noun class): "an EC2 instance running our
 * app" is an instance, never an EC2 state-change event, an ECS service or an API gateway.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const kinds = (prompt: string, cloud: Cloud = 'aws') => [
  ...new Set(understand(prompt, cloud).mentions.map((m) => m.kind)),
];

describe('the object of "running" after a machine is what it runs', () => {
  it.each<[string, Cloud, string[]]>([
    ['An EC2 instance running our app', 'aws', ['aws.instance']],
    ['a t3.small ec2 instance running nginx', 'aws', ['aws.instance']],
    ['two EC2 instances running our API behind a load balancer', 'aws', ['aws.instance', 'aws.lb']],
    ['a Compute Engine VM hosting our API', 'gcp', ['gcp.compute_instance']],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('says what it runs was not read, rather than dropping it', () => {
    expect(understand('a t3.small ec2 instance running nginx', 'aws').unread.map((u) => u.text)).toEqual(['nginx']);
  });

  it('keeps instance events where a state is said of instances', () => {
    const intent = understand('an EventBridge rule for EC2 instances terminating, sending to an SQS queue', 'aws');
    expect(intent.mentions.find((m) => m.kind === 'aws.cloudwatch_event_rule')?.attrs.eventPattern).toBeDefined();
  });

  it('keeps what a clause of time after "runs" names ("runs whenever a message arrives in the queue")', () => {
    expect(kinds('A Lambda function that runs whenever a message arrives in the SQS queue')).toContain('aws.sqs_queue');
  });

  it('keeps a thing of its own after a machine when no verb makes it what the machine runs', () => {
    expect(kinds('an EC2 instance and an API gateway')).toEqual(['aws.instance', 'aws.api_gateway_rest_api']);
  });
});

describe('what a verb puts on a machine named after it is software on that machine', () => {
  it.each<[string, string[]]>([
    [
      'Run our API on Fargate containers with an Aurora MySQL database',
      ['aws.ecs_service', 'aws.rds_cluster', 'aws.db_instance'],
    ],
    ['deploy the frontend to an EC2 instance', ['aws.instance']],
    ['I need to host our API on an EC2 instance', ['aws.instance']],
  ])('%s', (prompt, expected) => {
    expect(kinds(prompt)).toEqual(expected);
  });
});
