/**
 * A Firehose stream asked with a log group for its errors (issue 24, WIR): both ends are wired. The
 * stream's logging options name the group and a log stream of its own, and its role may write
 * there; its role's S3 rights are on the destination bucket only, never on every bucket. Wordings
 * of our own, both AWS formats.
 */
import { at, generated, of } from '../../../testing/resources';

const PROMPT =
  'A Firehose delivery stream landing telemetry in a new S3 bucket, with delivery failures logged to a CloudWatch log group retained 30 days.';

const policyText = (resources: ReturnType<typeof of>) => JSON.stringify(resources.map((r) => r.body));

describe('a Firehose stream that logs its errors to an asked log group', () => {
  it('terraform-aws', async () => {
    const { resources, errors } = await generated(PROMPT, 'terraform-aws');
    expect(errors).toEqual([]);
    const [stream] = of(resources, 'aws_kinesis_firehose_delivery_stream');
    const [group] = of(resources, 'aws_cloudwatch_log_group');
    expect(at(group.body, 'retention_in_days')).toBe(30);
    const logging = at(stream.body, 'extended_s3_configuration.cloudwatch_logging_options') as Record<string, unknown>;
    expect(logging.enabled).toBe(true);
    expect(String(logging.log_group_name)).toContain(`aws_cloudwatch_log_group.${group.name}.name`);
    expect(of(resources, 'aws_cloudwatch_log_stream')).toHaveLength(1);
    const policies = policyText(of(resources, 'aws_iam_policy'));
    expect(policies).toMatch(/logs:PutLogEvents/);
    expect(policies).toMatch(/s3:PutObject/);
    expect(policies).not.toMatch(/es:ESHttpPost|redshift:DescribeClusters/);
  });

  it('cloudformation', async () => {
    const { resources, errors } = await generated(PROMPT, 'cloudformation');
    expect(errors).toEqual([]);
    const [stream] = of(resources, 'AWS::KinesisFirehose::DeliveryStream');
    const options = at(stream.body, 'ExtendedS3DestinationConfiguration.CloudWatchLoggingOptions');
    expect(options).toMatchObject({ Enabled: true });
    expect(of(resources, 'AWS::Logs::LogStream')).toHaveLength(1);
    expect(policyText(of(resources, 'AWS::IAM::Role'))).toMatch(/logs:PutLogEvents/);
  });
});
