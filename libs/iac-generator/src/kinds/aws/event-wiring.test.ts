/**
 * Composite asks keep their wiring (issue 24, WIR), whatever the service: a queue, a stream or a
 * table's changes that feed a function (written here or given by its ARN) get the event source
 * mapping with the batch stated and the failures before the dead-letter queue; a caller of a given
 * function gets its permission to invoke it; a web ACL asked with a distribution guards it; the
 * distribution's origin is the load balancer the request names; defaults that need a permission
 * come with it; and the provider is in the region the request's own ARNs name.
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of } from '../../testing/resources';

const BOTH = ['terraform-aws', 'cloudformation'] as const satisfies readonly FormatId[];
const tf = (format: FormatId, terraform: string, cfn: string) => (format === 'terraform-aws' ? terraform : cfn);

describe('a source that feeds a function gets the mapping, on either side of "existing"', () => {
  it("terraform-aws: a stream read by a given function in batches, written in that function's region", async () => {
    const { resources, errors, result } = await generated(
      'a kinesis stream named telemetry-raw read by our lambda arn:aws:lambda:us-west-2:210987654321:function:ingest-telemetry in batches of 250',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_lambda_function')).toHaveLength(0);
    const [mapping] = of(resources, 'aws_lambda_event_source_mapping');
    expect(at(mapping.body, 'batch_size')).toBe(250);
    expect(at(mapping.body, 'starting_position')).toBe('LATEST');
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toContain('arn:aws:lambda:us-west-2:210987654321:function:ingest-telemetry');
    expect(files).toMatch(/variable "aws_region"[^}]*default\s*=\s*"us-west-2"/);
    // The given function's role is not in the files: what it must allow is said.
    expect(result.explanation).toMatch(/kinesis:GetRecords/);
  });

  it.each(BOTH)('%s: a queue for a new function, twice-failed messages set aside, 20 at a time', async (format) => {
    const { resources, errors } = await generated(
      'an SQS queue called refunds-in processed by a new node lambda, 20 messages at a time; messages that fail twice go to a dead-letter queue',
      format,
    );
    expect(errors).toEqual([]);
    const [mapping] = of(resources, tf(format, 'aws_lambda_event_source_mapping', 'AWS::Lambda::EventSourceMapping'));
    expect(at(mapping.body, tf(format, 'batch_size', 'BatchSize'))).toBe(20);
    // More than 10 messages from a standard queue need a batching window.
    expect(at(mapping.body, tf(format, 'maximum_batching_window_in_seconds', 'MaximumBatchingWindowInSeconds'))).toBe(
      1,
    );
    const redrive = of(resources, tf(format, 'aws_sqs_queue', 'AWS::SQS::Queue'))
      .map((q) => at(q.body, tf(format, 'redrive_policy', 'RedrivePolicy')))
      .filter(Boolean);
    expect(JSON.stringify(redrive)).toMatch(/maxReceiveCount\W+2\b/);
  });

  it('terraform-aws: a table whose changes a new function processes reads the table stream, with the right to', async () => {
    const { resources, errors, result } = await generated(
      'a DynamoDB table carts with streams enabled, and a python lambda that processes the table changes',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_lambda_event_source_mapping')).toHaveLength(1);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/event_source_arn\s*=\s*aws_dynamodb_table\.carts\.stream_arn/);
    expect(files).toContain('dynamodb:GetRecords');
  });
});

describe('a caller of a given function may invoke it', () => {
  it.each(BOTH)('%s: a bucket notifying a function given by its ARN', async (format) => {
    const { resources, errors } = await generated(
      'an S3 bucket scans-inbox whose new objects trigger our existing Lambda function arn:aws:lambda:eu-central-1:111122223333:function:virus-scan',
      format,
    );
    expect(errors).toEqual([]);
    const permissions = of(resources, tf(format, 'aws_lambda_permission', 'AWS::Lambda::Permission'));
    expect(permissions.map((p) => at(p.body, tf(format, 'principal', 'Principal')))).toContain('s3.amazonaws.com');
    expect(of(resources, tf(format, 'aws_lambda_function', 'AWS::Lambda::Function'))).toHaveLength(0);
  });
});

describe('the edge is wired as asked', () => {
  it.each(BOTH)('%s: a web ACL asked with a distribution is attached to it', async (format) => {
    const { resources, errors } = await generated(
      'static marketing site: s3 bucket behind cloudfront, and protect the distribution with a WAF web ACL',
      format,
    );
    expect(errors).toEqual([]);
    const [cdn] = of(resources, tf(format, 'aws_cloudfront_distribution', 'AWS::CloudFront::Distribution'));
    expect(at(cdn.body, tf(format, 'web_acl_id', 'DistributionConfig.WebACLId'))).toBeTruthy();
  });

  it.each(BOTH)('%s: a distribution in front of a load balancer the user runs serves it, no bucket', async (format) => {
    const { resources, errors, result } = await generated(
      'put cloudfront in front of our existing ALB api-lb-77.us-east-2.elb.amazonaws.com so clients get HTTPS',
      format,
    );
    expect(errors).toEqual([]);
    expect(of(resources, tf(format, 'aws_s3_bucket', 'AWS::S3::Bucket'))).toHaveLength(0);
    expect(result.files.map((f) => f.content).join('\n')).toContain('api-lb-77.us-east-2.elb.amazonaws.com');
  });
});

describe('a default that needs a permission comes with it', () => {
  it.each(BOTH)('%s: a traced state machine may write its traces', async (format) => {
    const { errors, result } = await generated(
      'a step functions workflow that calls two lambdas, validate-claim then settle-claim',
      format,
    );
    expect(errors).toEqual([]);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toMatch(/tracing_configuration|TracingConfiguration/);
    expect(files).toContain('xray:PutTraceSegments');
  });
});

describe('a schedule said of a given target starts it', () => {
  it('terraform-aws: a workflow given by its ARN, every weekday 5am, through a role allowed to start it', async () => {
    const { resources, errors, result } = await generated(
      'start the state machine arn:aws:states:eu-north-1:777788889999:stateMachine:close-books every weekday 5am utc',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_sfn_state_machine')).toHaveLength(0);
    const [rule] = of(resources, 'aws_cloudwatch_event_rule');
    expect(at(rule.body, 'schedule_expression')).toBe('cron(0 5 ? * MON-FRI *)');
    expect(of(resources, 'aws_cloudwatch_event_target')).toHaveLength(1);
    const files = result.files.map((f) => f.content).join('\n');
    expect(files).toContain('states:StartExecution');
    expect(files).toContain('stateMachine:close-books');
  });

  it('cloudformation: a function given by its ARN, run nightly, may be invoked by the rule', async () => {
    const { resources, errors } = await generated(
      'run our existing lambda arn:aws:lambda:ap-southeast-2:444455556666:function:purge-carts every night at 02:30',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const [rule] = of(resources, 'AWS::Events::Rule');
    expect(at(rule.body, 'ScheduleExpression')).toBe('cron(30 2 * * ? *)');
    const [permission] = of(resources, 'AWS::Lambda::Permission');
    expect(at(permission.body, 'Principal')).toBe('events.amazonaws.com');
  });
});
