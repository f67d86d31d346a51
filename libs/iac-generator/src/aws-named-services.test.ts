/**
 * AWS services that are only themselves (Amazon MQ brokers, service control policies, Transfer
 * Family servers), AWS service settings in both AWS formats (SSE-KMS, environment variables,
 * custom runtimes, raw delivery, images kept, Express workflows, email sign-in and public app
 * clients) and subnet counts by tier. Each case reads the generated code back with the format's
 * parser, checks it with checked output (zero errors) and that nothing stands in for the service.
 */
import { at, generated, of, type SettingCase, generatedCase, expectAt } from './testing/resources';

interface Case extends SettingCase {
  /** Resource types whose presence would be a substitute or an invention. */
  absent?: string[];
  /** Attribute path -> pattern its value (as JSON text) must match. */
  matches?: Record<string, RegExp>;
}

const CASES: Case[] = [
  {
    prompt: 'Set up an Amazon MQ broker with the RabbitMQ engine in a cluster deployment on mq.m5.xlarge',
    format: 'terraform-aws',
    type: 'aws_mq_broker',
    expect: { engine_type: 'RabbitMQ', deployment_mode: 'CLUSTER_MULTI_AZ', host_instance_type: 'mq.m5.xlarge' },
    absent: ['aws_sqs_queue', 'aws_instance', 'aws_ecs_cluster'],
  },
  {
    prompt: 'An ActiveMQ message broker as a single-instance deployment on mq.t3.micro, with an alarm on its queue',
    format: 'cloudformation',
    type: 'AWS::AmazonMQ::Broker',
    expect: { EngineType: 'ACTIVEMQ', DeploymentMode: 'SINGLE_INSTANCE', HostInstanceType: 'mq.t3.micro' },
    absent: ['AWS::SQS::Queue', 'AWS::EC2::Instance', 'AWS::ECS::Service'],
  },
  {
    prompt: 'A RabbitMQ broker, single-instance',
    format: 'cloudformation',
    type: 'AWS::AmazonMQ::Broker',
    expect: { EngineType: 'RABBITMQ', DeploymentMode: 'SINGLE_INSTANCE' },
  },
  {
    prompt: 'A highly available ActiveMQ broker on Amazon MQ',
    format: 'terraform-aws',
    type: 'aws_mq_broker',
    expect: { engine_type: 'ActiveMQ', deployment_mode: 'ACTIVE_STANDBY_MULTI_AZ' },
  },
  {
    prompt: 'A service control policy preventing member accounts from disabling GuardDuty, attached to the root',
    format: 'terraform-aws',
    type: 'aws_organizations_policy',
    expect: { type: 'SERVICE_CONTROL_POLICY' },
    matches: { content: /guardduty:DeleteDetector/ },
    absent: ['aws_guardduty_detector'],
  },
  {
    prompt: 'An SCP that stops anyone turning off CloudTrail logging, attached to an OU',
    format: 'cloudformation',
    type: 'AWS::Organizations::Policy',
    expect: { Type: 'SERVICE_CONTROL_POLICY' },
    matches: { Content: /cloudtrail:StopLogging/ },
    absent: ['AWS::CloudTrail::Trail', 'AWS::S3::Bucket'],
  },
  {
    prompt: 'An AWS Transfer Family server speaking FTPS for our suppliers',
    format: 'terraform-aws',
    type: 'aws_transfer_server',
    expect: { protocols: ['FTPS'], endpoint_type: 'VPC' },
  },
  {
    prompt: 'A Transfer Family server with SFTP and FTPS',
    format: 'cloudformation',
    type: 'AWS::Transfer::Server',
    expect: { Protocols: ['SFTP', 'FTPS'] },
  },
  {
    prompt: 'An S3 bucket for invoices encrypted with a customer-managed KMS key',
    format: 'cloudformation',
    type: 'AWS::S3::Bucket',
    expect: {
      'BucketEncryption.ServerSideEncryptionConfiguration.0.ServerSideEncryptionByDefault.SSEAlgorithm': 'aws:kms',
    },
  },
  {
    prompt: 'bucket for the data lake, SSE-KMS',
    format: 'terraform-aws',
    type: 'aws_s3_bucket_server_side_encryption_configuration',
    expect: { 'rule.apply_server_side_encryption_by_default.sse_algorithm': 'aws:kms' },
  },
  {
    prompt: 'A Python 3.11 Lambda with environment variables FEATURE_FLAGS=beta and REGION_NAME=ap-south-1',
    format: 'terraform-aws',
    type: 'aws_lambda_function',
    expect: { 'environment.variables.FEATURE_FLAGS': 'beta', 'environment.variables.REGION_NAME': 'ap-south-1' },
  },
  {
    prompt: 'Lambda function (Node.js 22), env vars MODE=batch',
    format: 'cloudformation',
    type: 'AWS::Lambda::Function',
    expect: { 'Environment.Variables.MODE': 'batch' },
  },
  {
    prompt: 'A Rust Lambda function on the provided.al2 runtime',
    format: 'terraform-aws',
    type: 'aws_lambda_function',
    expect: { runtime: 'provided.al2', handler: 'bootstrap' },
  },
  {
    prompt: 'A Lambda on a custom runtime',
    format: 'cloudformation',
    type: 'AWS::Lambda::Function',
    expect: { Runtime: 'provided.al2023' },
  },
  {
    prompt: 'An SNS topic fanning out to an SQS queue, raw delivery on',
    format: 'terraform-aws',
    type: 'aws_sns_topic_subscription',
    expect: { protocol: 'sqs', raw_message_delivery: true },
  },
  {
    prompt: 'An SNS topic that delivers raw messages to an SQS queue',
    format: 'cloudformation',
    type: 'AWS::SNS::Subscription',
    expect: { Protocol: 'sqs', RawMessageDelivery: true },
  },
  {
    prompt: 'An ECR repository that retains only the 5 most recent images',
    format: 'terraform-aws',
    type: 'aws_ecr_lifecycle_policy',
    expect: {},
    matches: { policy: /"countNumber":5\b/ },
  },
  {
    prompt: 'ECR repo for the api image, keep the last 20 images',
    format: 'cloudformation',
    type: 'AWS::ECR::Repository',
    expect: {},
    matches: { 'LifecyclePolicy.LifecyclePolicyText': /"countNumber":20\b/ },
  },
  {
    prompt: 'An express workflow in Step Functions',
    format: 'terraform-aws',
    type: 'aws_sfn_state_machine',
    expect: { type: 'EXPRESS' },
  },
  {
    prompt: 'Step Functions state machine, type: express',
    format: 'cloudformation',
    type: 'AWS::StepFunctions::StateMachine',
    expect: { StateMachineType: 'EXPRESS' },
  },
  {
    prompt: 'A Cognito user pool where people sign in with their email, and a public app client for the mobile app',
    format: 'terraform-aws',
    type: 'aws_cognito_user_pool',
    expect: { username_attributes: ['email'] },
    absent: ['aws_secretsmanager_secret'],
  },
  {
    prompt: 'A Cognito user pool with an app client without a secret for our React app',
    format: 'terraform-aws',
    type: 'aws_cognito_user_pool_client',
    expect: { generate_secret: false },
    absent: ['aws_secretsmanager_secret'],
  },
  {
    prompt: 'I need a message broker on AWS running ActiveMQ 5.17 in active-standby mode',
    format: 'terraform-aws',
    type: 'aws_mq_broker',
    expect: { engine_version: '5.17', deployment_mode: 'ACTIVE_STANDBY_MULTI_AZ' },
  },
  {
    prompt: 'Guardrail SCP: deny leaving the org and deny deleting VPC flow logs',
    format: 'terraform-aws',
    type: 'aws_organizations_policy',
    expect: {},
    matches: { content: /organizations:LeaveOrganization[\s\S]*ec2:DeleteFlowLogs/ },
  },
  {
    prompt: 'a Lambda (python) whose environment variables are STAGE=dev and LOG_FORMAT=json',
    format: 'cloudformation',
    type: 'AWS::Lambda::Function',
    expect: { 'Environment.Variables.STAGE': 'dev', 'Environment.Variables.LOG_FORMAT': 'json' },
  },
  {
    prompt: 'ECR repository, expire all but the newest 3 images',
    format: 'terraform-aws',
    type: 'aws_ecr_lifecycle_policy',
    expect: {},
    matches: { policy: /"countNumber":3\b/ },
  },
  {
    prompt: 'daily snapshots of our EBS volumes at 01:30 with Data Lifecycle Manager, kept 14 days',
    format: 'terraform-aws',
    type: 'aws_dlm_lifecycle_policy',
    expect: {
      'policy_details.schedule.create_rule.interval': 24,
      'policy_details.schedule.create_rule.times': ['01:30'],
      'policy_details.schedule.retain_rule.count': 14,
    },
    absent: ['aws_db_instance', 'aws_db_snapshot', 'aws_ebs_volume', 'aws_instance'],
  },
  {
    prompt: 'snapshot the EBS volumes every 12 hours and keep them for 3 days',
    format: 'cloudformation',
    type: 'AWS::DLM::LifecyclePolicy',
    expect: {
      'PolicyDetails.Schedules.0.CreateRule.Interval': 12,
      'PolicyDetails.Schedules.0.RetainRule.Count': 6,
    },
    absent: ['AWS::RDS::DBInstance', 'AWS::EC2::Volume'],
  },
  {
    prompt: 'a CloudWatch log group for the shipping service, kept 5 days',
    format: 'cloudformation',
    type: 'AWS::Logs::LogGroup',
    expect: { LogGroupName: '/infragen/shipping', RetentionInDays: 5 },
  },
  {
    prompt: 'DynamoDB table carts, on-demand',
    format: 'terraform-aws',
    type: 'aws_dynamodb_table',
    expect: { name: 'carts', billing_mode: 'PAY_PER_REQUEST' },
  },
  {
    prompt: 'Cognito user pool (log in with email) and an app client with no client secret',
    format: 'cloudformation',
    type: 'AWS::Cognito::UserPoolClient',
    expect: { GenerateSecret: false },
    absent: ['AWS::SecretsManager::Secret'],
  },
];

describe('AWS services are themselves, with their settings, in both AWS formats', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, resources, found } = await generatedCase(c);
    const one = found[0];
    expectAt(one.body, c.expect);
    for (const [path, re] of Object.entries(c.matches ?? {}))
      expect(JSON.stringify(at(one.body, path)).replace(/\\"/g, '"')).toMatch(re);
    for (const type of c.absent ?? []) expect([type, of(resources, type).length]).toEqual([type, 0]);
    expect(result.notCovered).toEqual([]);
  });
});

describe('subnets are counted by tier', () => {
  it.each([
    ['terraform-aws', 'A VPC 10.4.0.0/16 with three public subnets and one private subnet', 'aws_subnet', 3, 1],
    ['cloudformation', 'a new VPC with two public and three private subnets', 'AWS::EC2::Subnet', 2, 3],
    ['terraform-aws', 'network: one public and two private subnets in a VPC', 'aws_subnet', 1, 2],
  ] as const)('%s: %s', async (format, prompt, type, pub, priv) => {
    const { result, resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(result.notCovered).toEqual([]);
    const tiers = of(resources, type).map((s) => {
      const tags = (format === 'terraform-aws' ? s.body.tags : undefined) as Record<string, string> | undefined;
      const cfnTags = (s.body.Tags as { Key: string; Value: string }[] | undefined) ?? [];
      return tags?.Tier ?? cfnTags.find((t) => t.Key === 'Tier')?.Value;
    });
    expect(tiers.filter((t) => t === 'public')).toHaveLength(pub);
    expect(tiers.filter((t) => t === 'private')).toHaveLength(priv);
  });

  it('a subscription added to a named topic later is that topic, not a second one', () => {
    const { generateInfrastructure } = jest.requireActual<typeof import('./index')>('./index');
    for (const format of ['terraform-aws', 'cloudformation'] as const) {
      const r = generateInfrastructure({
        prompt: 'now subscribe https://hooks.example.net/deploys to it with an https subscription',
        platform: 'aws',
        format,
        history: [{ role: 'user', content: 'An SNS topic named deploys' }],
      });
      const code = r.files.map((f) => f.content).join('\n');
      expect(code.match(/resource "aws_sns_topic" |Type: AWS::SNS::Topic$/gm)).toHaveLength(1);
    }
  });
});
