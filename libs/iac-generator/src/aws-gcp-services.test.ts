/**
 * AWS and Google Cloud services written as the service asked for, in every format of their cloud:
 * an API Gateway HTTP API is an HTTP API (never a REST API) with its route, integration, stage and
 * the permission to call its function; a route stated by method and path is that route on either
 * kind of API; a WAF web ACL's managed rule passes checked output. Each case reads the generated
 * code back with the format's parser and checks it with checked output (zero errors).
 */
import { at, generated, of } from './testing/resources';

describe('an API Gateway HTTP API is that service, with the route stated', () => {
  it.each(['terraform-aws', 'terraform'] as const)(
    '%s: an HTTP API fronting a Lambda is an HTTP API with integration, route, stage and permission',
    async (format) => {
      const { resources, errors } = await generated(
        'On AWS, an HTTP API in API Gateway whose POST /signup route invokes a Python 3.12 Lambda',
        format,
      );
      expect(errors).toEqual([]);
      expect(of(resources, 'aws_api_gateway_rest_api')).toEqual([]);
      expect(of(resources, 'aws_route_table')).toEqual([]);
      expect(at(of(resources, 'aws_apigatewayv2_api')[0].body, 'protocol_type')).toBe('HTTP');
      expect(of(resources, 'aws_apigatewayv2_route').map((r) => r.body.route_key)).toEqual(['POST /signup']);
      expect(of(resources, 'aws_apigatewayv2_integration')[0].body.integration_type).toBe('AWS_PROXY');
      expect(of(resources, 'aws_apigatewayv2_stage')).toHaveLength(1);
      expect(of(resources, 'aws_lambda_permission')[0].body.principal).toBe('apigateway.amazonaws.com');
    },
  );

  it('cloudformation: an HTTP API is AWS::ApiGatewayV2 resources, never a REST API', async () => {
    const { resources, errors } = await generated(
      'An API Gateway HTTP API with a Node.js 20 Lambda behind it',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'AWS::ApiGateway::RestApi')).toEqual([]);
    expect(of(resources, 'AWS::ApiGatewayV2::Api')[0].body.ProtocolType).toBe('HTTP');
    expect(of(resources, 'AWS::ApiGatewayV2::Route').map((r) => r.body.RouteKey)).toEqual(['$default']);
    expect(of(resources, 'AWS::ApiGatewayV2::Integration')).toHaveLength(1);
    expect(of(resources, 'AWS::ApiGatewayV2::Stage')).toHaveLength(1);
    expect(of(resources, 'AWS::Lambda::Permission')[0].body.Principal).toBe('apigateway.amazonaws.com');
  });

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a REST API route stated by path and method is that resource and method',
    async (format) => {
      const { resources, errors } = await generated(
        'A REST API with a DELETE /carts/{id} method backed by a Lambda',
        format,
      );
      expect(errors).toEqual([]);
      if (format === 'terraform-aws') {
        expect(of(resources, 'aws_api_gateway_resource').map((r) => r.body.path_part)).toEqual(['carts', '{id}']);
        expect(of(resources, 'aws_api_gateway_method')[0].body.http_method).toBe('DELETE');
      } else {
        const parts = of(resources, 'AWS::ApiGateway::Resource').map((r) => r.body.PathPart);
        expect(parts).toEqual(['carts', '{id}']);
        expect(of(resources, 'AWS::ApiGateway::Method')[0].body.HttpMethod).toBe('DELETE');
      }
    },
  );
});

describe('a WAF web ACL with a managed rule group', () => {
  it('passes checked output, its rule statement written as a block', async () => {
    const { resources, errors } = await generated(
      'A WAF web ACL using the AWS managed common rule set in front of an application load balancer',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const acl = of(resources, 'aws_wafv2_web_acl')[0].body;
    expect(at(acl, 'rule.statement.managed_rule_group_statement.name')).toBe('AWSManagedRulesCommonRuleSet');
  });
});

describe('AWS wiring that deploys', () => {
  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: outbound internet for private subnets is a NAT gateway in a public subnet',
    async (format) => {
      const { resources, errors } = await generated(
        'A VPC with two private subnets for the workers. The private subnets need outbound internet access.',
        format,
      );
      expect(errors).toEqual([]);
      if (format === 'terraform-aws') {
        const nat = of(resources, 'aws_nat_gateway')[0].body;
        const publicSubnet = of(resources, 'aws_subnet').find((s) => `\${aws_subnet.${s.name}.id}` === nat.subnet_id);
        expect(publicSubnet?.body.map_public_ip_on_launch).toBe(true);
        const privateRoutes = of(resources, 'aws_route_table').filter((t) => at(t.body, 'route.nat_gateway_id'));
        expect(privateRoutes).toHaveLength(1);
        expect(at(privateRoutes[0].body, 'route.gateway_id')).toBeUndefined();
      } else expect(of(resources, 'AWS::EC2::NatGateway')).toHaveLength(1);
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: gateway endpoints for the services stated, on the private route tables, never a bucket or a table',
    async (format) => {
      const { resources, errors } = await generated(
        'A VPC 10.20.0.0/16 with two private subnets and gateway endpoints for DynamoDB and S3',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-aws';
      const endpoints = of(resources, tf ? 'aws_vpc_endpoint' : 'AWS::EC2::VPCEndpoint');
      const services = endpoints.map((e) => JSON.stringify(tf ? e.body.service_name : e.body.ServiceName));
      expect(services.map((s) => /\.(dynamodb|s3)\b/.exec(s)?.[1]).sort()).toEqual(['dynamodb', 's3']);
      for (const e of endpoints) expect(tf ? e.body.vpc_endpoint_type : e.body.VpcEndpointType).toBe('Gateway');
      expect(of(resources, tf ? 'aws_s3_bucket' : 'AWS::S3::Bucket')).toEqual([]);
      expect(of(resources, tf ? 'aws_dynamodb_table' : 'AWS::DynamoDB::Table')).toEqual([]);
    },
  );

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: a certificate validated by DNS is validated in the zone the request has, with no second zone',
    async (format) => {
      const { resources, errors } = await generated(
        'A Route 53 zone for shop.example.net and an ACM certificate validated by DNS for an application load balancer',
        format,
      );
      expect(errors).toEqual([]);
      if (format === 'terraform-aws') {
        expect(of(resources, 'aws_route53_zone')).toHaveLength(1);
        expect(of(resources, 'aws_acm_certificate_validation')).toHaveLength(1);
        const records = of(resources, 'aws_route53_record').map((r) => r.body.zone_id);
        expect(records).toContain('${aws_route53_zone.primary.zone_id}');
      } else {
        expect(of(resources, 'AWS::Route53::HostedZone')).toHaveLength(1);
        const cert = of(resources, 'AWS::CertificateManager::Certificate')[0].body;
        expect(at(cert, 'DomainValidationOptions')).toEqual([
          expect.objectContaining({ HostedZoneId: expect.objectContaining({ Ref: expect.any(String) }) }),
        ]);
      }
    },
  );

  it('cloudformation: a bucket behind CloudFront has one policy, which lets the distribution read', async () => {
    const { resources, errors } = await generated(
      'A static website: CloudFront in front of a private S3 bucket',
      'cloudformation',
    );
    expect(errors).toEqual([]);
    const policies = of(resources, 'AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(1);
    expect(JSON.stringify(policies[0].body)).toContain('cloudfront.amazonaws.com');
  });
});

interface SettingCase {
  prompt: string;
  format: 'terraform-aws' | 'cloudformation' | 'terraform-google';
  type: string;
  expect: Record<string, unknown>;
}

const SETTINGS: SettingCase[] = [
  {
    prompt: 'A Cloud Storage bucket named audit-trail with a 90 day retention policy, locked',
    format: 'terraform-google',
    type: 'google_storage_bucket',
    expect: {
      'retention_policy.retention_period': 7776000,
      'retention_policy.is_locked': true,
      'versioning.enabled': false,
    },
  },
  {
    prompt: 'A Redis ElastiCache replication group with one primary and two replicas',
    format: 'terraform-aws',
    type: 'aws_elasticache_replication_group',
    expect: { num_cache_clusters: 3 },
  },
  {
    prompt: 'A Redis ElastiCache replication group with one primary and two replicas',
    format: 'cloudformation',
    type: 'AWS::ElastiCache::ReplicationGroup',
    expect: { NumCacheClusters: 3 },
  },
  {
    prompt: 'An SNS topic for deploy events with an email subscription to release-team@example.net',
    format: 'terraform-aws',
    type: 'aws_sns_topic_subscription',
    expect: { protocol: 'email', endpoint: 'release-team@example.net' },
  },
  {
    prompt: 'An SNS topic that delivers to the webhook https://hooks.example.net/deploys',
    format: 'cloudformation',
    type: 'AWS::SNS::Subscription',
    expect: { Protocol: 'https', Endpoint: 'https://hooks.example.net/deploys' },
  },
  {
    prompt: 'A DynamoDB table for carts with partition key cartId and sort key itemSku, TTL on validUntil',
    format: 'terraform-aws',
    type: 'aws_dynamodb_table',
    expect: { hash_key: 'cartId', range_key: 'itemSku', 'ttl.attribute_name': 'validUntil' },
  },
  {
    prompt: 'An SSM parameter /Shop/featureFlags with value beta-on',
    format: 'cloudformation',
    type: 'AWS::SSM::Parameter',
    expect: { Name: '/Shop/featureFlags', Value: 'beta-on' },
  },
  {
    prompt: 'A CloudWatch log group /batch/Invoices keeping logs for 14 days',
    format: 'terraform-aws',
    type: 'aws_cloudwatch_log_group',
    expect: { name: '/batch/Invoices', retention_in_days: 14 },
  },
  {
    prompt: 'A Secrets Manager secret for the API token, rotated every 45 days',
    format: 'terraform-aws',
    type: 'aws_secretsmanager_secret_rotation',
    expect: { 'rotation_rules.automatically_after_days': 45 },
  },
  {
    prompt: 'A Secrets Manager secret for the API token, rotated every 45 days',
    format: 'cloudformation',
    type: 'AWS::SecretsManager::RotationSchedule',
    expect: { 'RotationRules.AutomaticallyAfterDays': 45 },
  },
  {
    prompt: 'An S3 bucket for invoices that removes objects after 400',
    format: 'terraform-aws',
    type: 'aws_s3_bucket_lifecycle_configuration',
    expect: { 'rule.expiration.days': 400 },
  },
  {
    prompt: 'AWS Backup with a daily backup of the EFS file system at 02:30 UTC, kept for 14 days',
    format: 'terraform-aws',
    type: 'aws_backup_plan',
    expect: { 'rule.schedule': 'cron(30 2 * * ? *)' },
  },
  {
    prompt: 'An internet-facing ALB with a health check on /status in front of two EC2 instances',
    format: 'terraform-aws',
    type: 'aws_lb_target_group',
    expect: { 'health_check.path': '/status' },
  },
  {
    prompt: 'A KMS key with the alias alias/Billing-keys, rotated every 180 days',
    format: 'cloudformation',
    type: 'AWS::KMS::Alias',
    expect: { AliasName: 'alias/Billing-keys' },
  },
  {
    prompt: 'A KMS key with the alias alias/Billing-keys, rotated every 180 days',
    format: 'terraform-aws',
    type: 'aws_kms_key',
    expect: { rotation_period_in_days: 180 },
  },
];

describe('AWS and Google Cloud settings and names stated in the request are written', () => {
  it.each(SETTINGS.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { resources, errors } = await generated(c.prompt, c.format);
    expect(errors).toEqual([]);
    const found = of(resources, c.type);
    const one = found.find((r) => Object.keys(c.expect).every((p) => at(r.body, p) !== undefined)) ?? found[0];
    // A health check beside a load balancer is its target group's, never a Route 53 health check.
    expect(of(resources, 'aws_route53_health_check')).toEqual([]);
    for (const [path, value] of Object.entries(c.expect))
      expect([path, at(one?.body ?? {}, path)]).toEqual([path, value]);
  });
});
