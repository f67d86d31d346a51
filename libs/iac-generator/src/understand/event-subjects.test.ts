/**
 * The things a condition watches ("when any RDS instance reboots") are not made; a thing asked for
 * and then watched ("an EC2 instance ... alarm when CPU is high") still is.
 */
import { understand } from './understand';

const kinds = (prompt: string) => understand(prompt, 'aws').mentions.map((m) => m.kind);

describe('things a condition watches are never made', () => {
  it.each([
    [
      "an EventBridge rule that fires whenever any RDS instance in the account is rebooted, sending to an SQS queue 'rds-events'",
      'aws.db_instance',
    ],
    [
      "a CloudWatch alarm when any of the EC2 instances goes above 80% CPU, notifying an SNS topic 'ops'",
      'aws.instance',
    ],
    ["an EventBridge rule that triggers a Lambda 'tagger' if every ECS cluster has a failed task", 'aws.ecs_cluster'],
  ])('%s -> no %s', (prompt, kind) => {
    const read = kinds(prompt);
    expect(read).not.toContain(kind);
    expect(read.length).toBeGreaterThan(0);
  });

  it.each([
    ["an EC2 instance 'bastion' and an alarm on it when CPU is above 80%", 'aws.instance'],
    ["when the build finishes, copy the artifacts to an S3 bucket 'drops'", 'aws.s3_bucket'],
    ["an RDS instance 'orders-db'; alert when any connection errors appear", 'aws.db_instance'],
  ])('still asked: %s -> %s', (prompt, kind) => expect(kinds(prompt)).toContain(kind));
});
