/**
 * AWS requests that refer to what the user already has or is leaving behind: an existing resource
 * is referenced (a Terraform data source looked up by a variable, a CloudFormation parameter), never
 * created; a server the user is moving off is not built again; words that describe a setting (an
 * API token, SQL injection rules) are not services of their own; SSH admitted from one range is
 * written as that rule. Each answer is checked with checked output (zero errors).
 */
import { at, generated, of } from './testing/resources';

describe('existing AWS resources are referenced, never created', () => {
  it('terraform-aws: a web ACL for my existing load balancer looks the balancer up', async () => {
    const { result, resources, errors } = await generated(
      'A WAF web ACL with the AWS managed SQL injection rules, associated with our existing application load balancer',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_lb')).toEqual([]);
    expect(of(resources, 'aws_vpc')).toEqual([]);
    expect(of(resources, 'aws_db_instance')).toEqual([]);
    const association = of(resources, 'aws_wafv2_web_acl_association')[0]?.body ?? {};
    expect(String(association.resource_arn)).toMatch(/^\$\{data\.aws_lb\.\w+\.arn\}$/);
    const variables = result.files.find((f) => f.path === 'variables.tf')?.content ?? '';
    expect(variables).toMatch(/existing load balancer \(not created here\)/);
  });

  it('terraform-aws: AWS Backup of an existing table selects it through its data source', async () => {
    const { resources, errors } = await generated(
      "AWS Backup should copy our existing DynamoDB table 'carts' every day at 02:30 UTC and keep copies 20 days",
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_dynamodb_table')).toEqual([]);
    const selection = of(resources, 'aws_backup_selection')[0]?.body ?? {};
    expect(selection.resources).toEqual(['${data.aws_dynamodb_table.carts.arn}']);
    expect(at(of(resources, 'aws_backup_plan')[0]?.body, 'rule.schedule')).toBe('cron(30 2 * * ? *)');
  });

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a secret rotated by our existing Lambda uses that function, and the API token is no API',
    async (format) => {
      const { resources, errors } = await generated(
        'A Secrets Manager secret for the API token, rotated every 60 days by our existing rotation Lambda',
        format,
      );
      expect(errors).toEqual([]);
      const created = format === 'terraform-aws' ? 'aws_lambda_function' : 'AWS::Lambda::Function';
      expect(of(resources, created)).toEqual([]);
      const api = format === 'terraform-aws' ? 'aws_api_gateway_rest_api' : 'AWS::ApiGateway::RestApi';
      expect(of(resources, api)).toEqual([]);
      const rotation =
        format === 'terraform-aws'
          ? of(resources, 'aws_secretsmanager_secret_rotation')[0]?.body.rotation_lambda_arn
          : of(resources, 'AWS::SecretsManager::RotationSchedule')[0]?.body.RotationLambdaARN;
      expect(JSON.stringify(rotation)).toMatch(/data\.aws_lambda_function\.\w+\.arn|"Ref":"\w+LambdaFunction"/);
    },
  );
});

describe('existing networks and buckets are parameters or data sources', () => {
  it('cloudformation: a database in our existing VPC takes the VPC as a parameter', async () => {
    const { result, resources, errors } = await generated(
      'An RDS Postgres database in our existing VPC',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::EC2::VPC')).toEqual([]);
    const template = result.files[0]?.content ?? '';
    expect(template).toMatch(/Type: AWS::EC2::VPC::Id\n\s+Description: ID of the existing VPC \(not created here\)/);
  });

  it('terraform-aws: CloudFront in front of my existing bucket reads the bucket, never creates it', async () => {
    const { resources, errors } = await generated(
      'A CloudFront distribution serving my existing S3 bucket',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_s3_bucket')).toEqual([]);
    expect(of(resources, 'aws_cloudfront_distribution')).toHaveLength(1);
  });
});

describe('existing resources named by their ID, and events of an existing bucket', () => {
  it('terraform-aws: an existing VPC given by its ID is looked up by that ID', async () => {
    const { result, errors } = await generated('An EKS cluster in the existing VPC vpc-0abc12', 'terraform-aws');
    expect(errors).toEqual([]);
    const main = result.files.find((f) => f.path === 'main.tf')?.content ?? '';
    expect(main).not.toMatch(/resource "aws_vpc"/);
    const variables = result.files.find((f) => f.path === 'variables.tf')?.content ?? '';
    expect(variables).toMatch(/default\s*=\s*"vpc-0abc12"/);
  });

  it('terraform-aws: a function run by uploads to an existing bucket gets the bucket notification', async () => {
    const { resources, errors } = await generated(
      "A Lambda triggered by uploads to our existing S3 bucket 'media-raw'",
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_s3_object')).toEqual([]);
    expect(of(resources, 'aws_s3_bucket')).toEqual([]);
    expect(of(resources, 'aws_s3_bucket_notification')[0]?.body.bucket).toBe('${data.aws_s3_bucket.media-raw.id}');
  });

  it("terraform-aws: a source range stated for a scaling group is its instances' rule", async () => {
    const { result, resources, errors } = await generated(
      'allow HTTPS from 10.20.0.0/16 only to an autoscaling group of t3.micro',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const rules = of(resources, 'aws_vpc_security_group_ingress_rule').filter((r) => r.body.from_port === 443);
    expect(rules.map((r) => r.body.cidr_ipv4)).toEqual(['10.20.0.0/16']);
    expect(result.notCovered).toEqual([]);
  });
});

describe('nothing is built that the request leaves behind or only describes', () => {
  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: moving reports off an EC2 server builds no server',
    async (format) => {
      const { resources, errors } = await generated(
        'We are migrating our reports off an EC2 server: a Python Lambda that writes them to an S3 bucket',
        format,
      );
      expect(errors).toEqual([]);
      const server = format === 'terraform-aws' ? 'aws_instance' : 'AWS::EC2::Instance';
      expect(of(resources, server)).toEqual([]);
      expect(of(resources, format === 'terraform-aws' ? 'aws_lambda_function' : 'AWS::Lambda::Function')).toHaveLength(
        1,
      );
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a rule on EC2 instance termination reacts to those events and runs no instance',
    async (format) => {
      const { resources, errors } = await generated(
        'EventBridge rule on instance termination events that invokes a Lambda',
        format,
      );
      expect(errors).toEqual([]);
      expect(of(resources, format === 'terraform-aws' ? 'aws_instance' : 'AWS::EC2::Instance')).toEqual([]);
      const rule = of(resources, format === 'terraform-aws' ? 'aws_cloudwatch_event_rule' : 'AWS::Events::Rule')[0];
      const pattern = JSON.stringify(rule?.body.event_pattern ?? rule?.body.EventPattern);
      expect(pattern).toMatch(/EC2 Instance State-change Notification/);
      expect(pattern).toMatch(/terminated/);
      expect(rule?.body.ScheduleExpression).toBeUndefined();
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: an HTTP API passing requests to a URL integrates with it and needs no function',
    async (format) => {
      const { result, resources, errors } = await generated(
        'An HTTP API in API Gateway that proxies to https://Legacy.example.com/v1',
        format,
      );
      expect(errors).toEqual([]);
      expect(of(resources, format === 'terraform-aws' ? 'aws_lambda_function' : 'AWS::Lambda::Function')).toEqual([]);
      const integration = of(
        resources,
        format === 'terraform-aws' ? 'aws_apigatewayv2_integration' : 'AWS::ApiGatewayV2::Integration',
      )[0]?.body;
      expect(integration?.integration_uri ?? integration?.IntegrationUri).toBe('https://Legacy.example.com/v1');
      expect(result.notCovered).toEqual([]);
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)('%s: SSH admitted from one range only', async (format) => {
    const { result, resources, errors } = await generated(
      'An EC2 instance (t3.small, Ubuntu 22.04) in a public subnet, SSH from 198.51.100.0/24 only',
      format,
    );
    expect(errors).toEqual([]);
    const sources =
      format === 'terraform-aws'
        ? of(resources, 'aws_vpc_security_group_ingress_rule')
            .filter((r) => r.body.from_port === 22)
            .map((r) => r.body.cidr_ipv4)
        : of(resources, 'AWS::EC2::SecurityGroup')
            .flatMap((g) => (g.body.SecurityGroupIngress as { FromPort: number; CidrIp: string }[]) ?? [])
            .filter((r) => r.FromPort === 22)
            .map((r) => r.CidrIp);
    expect(sources).toEqual(['198.51.100.0/24']);
    expect(result.notCovered).toEqual([]);
  });
});
