/**
 * What an AWS request states is what is written (issue 24, practice set h classes): an alarm
 * watches the metric said (a dead-letter queue's depth, errors counted from a log group), a
 * secret's rotation and resource policy are the secret's own, a security group admits the rules
 * stated, and no resource comes from a word inside a host name, the "storage" of a database or
 * the credentials of a database that is ours. Wordings of our own.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const FORMATS = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const tf = (f: FormatId) => f === 'terraform-aws';

describe('an alarm watches the metric the request says', () => {
  it.each(FORMATS)(
    '%s: "alert when a message reaches the dead-letter queue" watches that queue depth',
    async (format) => {
      const { resources, errors } = await generated(
        'an sqs queue billing-runs with a dead-letter queue, 3 failed receives before a message moves there, and a cloudwatch alarm whenever the dlq has messages, sent to our existing sns topic arn:aws:sns:us-west-2:111122223333:pager',
        format,
      );
      expect(errors).toEqual([]);
      const [alarm] = of(resources, tf(format) ? 'aws_cloudwatch_metric_alarm' : 'AWS::CloudWatch::Alarm');
      const p = (k: string, c: string) => at(alarm.body, tf(format) ? k : c);
      expect(p('namespace', 'Namespace')).toBe('AWS/SQS');
      expect(p('metric_name', 'MetricName')).toBe('ApproximateNumberOfMessagesVisible');
      expect(JSON.stringify(alarm.body)).toMatch(/QueueName/);
      expect(JSON.stringify(alarm.body)).toMatch(/dlq|DeadLetter/);
      expect(JSON.stringify(alarm.body)).not.toMatch(/CPUUtilization/);
      // The topic is theirs: nothing is subscribed to it unasked.
      expect(of(resources, tf(format) ? 'aws_sns_topic_subscription' : 'AWS::SNS::Subscription')).toEqual([]);
      const queues = of(resources, tf(format) ? 'aws_sqs_queue' : 'AWS::SQS::Queue');
      expect(JSON.stringify(queues.map((q) => q.body))).toMatch(/maxReceiveCount\D{0,6}3/);
    },
  );

  it('terraform-aws: the retention said of the dead-letter queue is that queue', async () => {
    const { resources } = await generated(
      'queue report-jobs with a dead-letter queue; the dead-letter queue keeps messages for 4 days',
      'terraform-aws',
    );
    const queues = of(resources, 'aws_sqs_queue');
    const dlq = queues.find((q) => /-dlq$/.test(String(at(q.body, 'name'))))!;
    const main = queues.find((q) => q !== dlq)!;
    expect(at(dlq.body, 'message_retention_seconds')).toBe(345600);
    expect(at(main.body, 'message_retention_seconds')).toBeUndefined();
  });

  it.each(FORMATS)('%s: errors counted from a log group are a metric filter and an alarm on it', async (format) => {
    const { resources, errors, result } = await generated(
      'a log group /svc/ledger kept 30 days, a metric filter counting lines with FATAL into metric LedgerFatals (namespace Ledger), and an alarm when errors exceed 3 in 10 minutes to a new sns topic',
      format,
    );
    expect(errors).toEqual([]);
    const [filter] = of(resources, tf(format) ? 'aws_cloudwatch_log_metric_filter' : 'AWS::Logs::MetricFilter');
    expect(JSON.stringify(filter.body)).toMatch(/FATAL/);
    expect(JSON.stringify(filter.body)).toMatch(/LedgerFatals/);
    const [alarm] = of(resources, tf(format) ? 'aws_cloudwatch_metric_alarm' : 'AWS::CloudWatch::Alarm');
    const p = (k: string, c: string) => at(alarm.body, tf(format) ? k : c);
    expect(p('metric_name', 'MetricName')).toBe('LedgerFatals');
    expect(p('namespace', 'Namespace')).toBe('Ledger');
    expect(p('threshold', 'Threshold')).toBe(3);
    expect(p('period', 'Period')).toBe(600);
    expect(p('statistic', 'Statistic')).toBe('Sum');
    expect(result.notRead ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/metric filter/)]));
  });
});

describe("a secret's rotation and resource policy are the secret's own", () => {
  it.each(FORMATS)('%s: rotation with their function, a policy naming the account, no database', async (format) => {
    const { resources, errors } = await generated(
      'Our analytics account 444455556666 reads the password of our billing database. Create a Secrets Manager secret named billing/ro, rotate it automatically every 45 days with our existing function arn:aws:lambda:eu-west-1:777788889999:function:rotator, and attach a resource policy letting that account call GetSecretValue.',
      format,
    );
    expect(errors).toEqual([]);
    const all = JSON.stringify(resources.map((r) => r.type));
    expect(all).not.toMatch(
      /redshift|rds|db_instance|DBInstance|DBCluster|iam_policy"|IAM::Policy|event_rule|Events::Rule/i,
    );
    const [rotation] = of(
      resources,
      tf(format) ? 'aws_secretsmanager_secret_rotation' : 'AWS::SecretsManager::RotationSchedule',
    );
    expect(JSON.stringify(rotation.body)).toMatch(/45/);
    const [policy] = of(
      resources,
      tf(format) ? 'aws_secretsmanager_secret_policy' : 'AWS::SecretsManager::ResourcePolicy',
    );
    expect(JSON.stringify(policy.body)).toMatch(/444455556666/);
    expect(JSON.stringify(policy.body)).toMatch(/secretsmanager:GetSecretValue/);
  });
});

describe('a security group admits what the request states', () => {
  it.each(FORMATS)('%s: 8443 from anywhere and 22 from a range, no port 80, no role unasked', async (format) => {
    const { resources, errors } = await generated(
      'an EC2 t3.micro in our existing subnet subnet-0123abcd4567ef890 with a security group that opens 8443 to the world and 22 only from 198.51.100.0/24',
      format,
    );
    expect(errors).toEqual([]);
    const text = JSON.stringify(resources.map((r) => r.body));
    expect(text).toMatch(/8443/);
    expect(text).toMatch(/198\.51\.100\.0\/24/);
    expect(text).not.toMatch(/"(?:from_port|FromPort)":80\b/);
    expect(of(resources, tf(format) ? 'aws_iam_role' : 'AWS::IAM::Role')).toEqual([]);
    expect(of(resources, tf(format) ? 'aws_vpc' : 'AWS::EC2::VPC')).toEqual([]);
  });
});

describe('no resource from a word of a name or of another resource', () => {
  it('terraform-aws: "api" of a host name asks for no API', async () => {
    const { resources } = await generated(
      'an ACM certificate for api.brightmoor.dev validated by DNS in our existing hosted zone Z0123456789ABCDEFGHIJ',
      'terraform-aws',
    );
    expect(JSON.stringify(resources.map((r) => r.type))).not.toMatch(/api_gateway|lambda/);
  });

  it.each(FORMATS)('%s: "storage encrypted" of a database is no bucket; given subnets are used', async (format) => {
    const { resources, errors } = await generated(
      'an Aurora MySQL cluster, storage encrypted, port 3307, 10 days of automated backups, in a DB subnet group over our existing subnets subnet-0aaa1111bbbb22223 and subnet-0ccc3333dddd44445',
      format,
    );
    expect(errors).toEqual([]);
    const types = JSON.stringify(resources.map((r) => r.type));
    expect(types).not.toMatch(/s3|S3::|aws_vpc"|EC2::VPC"|aws_subnet"|EC2::Subnet"/);
    const [cluster] = of(resources, tf(format) ? 'aws_rds_cluster' : 'AWS::RDS::DBCluster');
    expect(at(cluster.body, tf(format) ? 'port' : 'Port')).toBe(3307);
    expect(at(cluster.body, tf(format) ? 'backup_retention_period' : 'BackupRetentionPeriod')).toBe(10);
    const groups = of(resources, tf(format) ? 'aws_db_subnet_group' : 'AWS::RDS::DBSubnetGroup');
    expect(groups).toHaveLength(1);
    expect(JSON.stringify(groups[0].body)).toMatch(/0aaa1111bbbb22223/);
  });
});
