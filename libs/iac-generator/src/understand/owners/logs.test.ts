/**
 * A retention said of someone's logs lands on the log group that thing writes to, or is a declared
 * gap (issue 24, class 2, WRONGRES): "keep its logs for 14 days" after a Lambda function is that
 * function's log group, never an expiry on a bucket read nearby; "container logs to CloudWatch, kept
 * 14 days" is the container's own log group, never an unused one beside it. A store's own expiry
 * ("expire objects after 30 days") stays on the store. Prompts are our own, several wordings.
 */
import fc from 'fast-check';
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type Resource } from '../../testing/resources';
import { understand } from '../understand';
import { LOG_OWNERS } from './logs';

const LOG_GROUP: Partial<Record<FormatId, string>> = {
  'terraform-aws': 'aws_cloudwatch_log_group',
  cloudformation: 'AWS::Logs::LogGroup',
};
const retentionOf = (r: Resource) =>
  at(r.body, r.type === 'AWS::Logs::LogGroup' ? 'RetentionInDays' : 'retention_in_days');
const nameOf = (r: Resource) => String(at(r.body, r.type === 'AWS::Logs::LogGroup' ? 'LogGroupName' : 'name'));
// Any object expiry written on a bucket (S3 lifecycle rules, in either format).
const bucketExpiry = (resources: Resource[]) =>
  JSON.stringify(resources.filter((r) => /s3_bucket_lifecycle|AWS::S3::Bucket$/.test(r.type)).map((r) => r.body)).match(
    /"(?:ExpirationInDays|days)":\s*(\d+)/g,
  ) ?? [];

describe("a retention of someone's logs is their log group's", () => {
  it.each([
    [
      'cloudformation',
      'An S3 bucket photos-in and a Python 3.12 Lambda that indexes every file put in it, writing to a second bucket photo-index. Keep its logs for 14 days.',
      '/aws/lambda/',
      14,
    ],
    [
      'terraform-aws',
      "a Lambda function that resizes images and an S3 bucket for the uploads. Keep the function's logs for 7 days",
      '/aws/lambda/',
      7,
    ],
    [
      'terraform-aws',
      'an S3 bucket for uploads and a Lambda function; logs of the function kept for 60 days',
      '/aws/lambda/',
      60,
    ],
    [
      'cloudformation',
      'a Lambda function reading a bucket named intake; retain function logs for 90 days',
      '/aws/lambda/',
      90,
    ],
    [
      'terraform-aws',
      'an ECS Fargate service web running nginx:1.25 behind a bucket of assets; keep its logs for 60 days',
      '/ecs/',
      60,
    ],
    [
      'terraform-aws',
      'an ECS Fargate service called orders-api running nginx:1.25, 2 tasks\n- container logs to CloudWatch, kept for 14 days',
      '/ecs/',
      14,
    ],
    [
      'terraform-aws',
      'Our shop on AWS:\n- an HTTP API for the frontend\n- an ECS Fargate service shop running nginx:1.25\n- container logs to CloudWatch, kept for 14 days',
      '/ecs/',
      14,
    ],
    [
      'cloudformation',
      'an HTTP API with a Lambda handler and a DynamoDB table; keep the API logs for 7 days',
      '/aws/apigateway/',
      7,
    ],
    ['terraform-aws', 'a VPC 10.0.0.0/16 with flow logs kept for 90 days', '/infragen/', 90],
    ['cloudformation', 'VPC flow logs for our VPC, kept 60 days', '/infragen/', 60],
  ] as const)('%s: %s', async (format, prompt, path, days) => {
    const { resources, errors, result } = await generated(prompt, format as FormatId);
    expect(errors).toEqual([]);
    const groups = of(resources, LOG_GROUP[format as FormatId]!);
    const owned = groups.filter((g) => nameOf(g).startsWith(path));
    expect(owned).toHaveLength(1);
    expect(retentionOf(owned[0])).toBe(days);
    // No other log group and no bucket took it, and nothing calls it missing.
    for (const g of groups.filter((x) => x !== owned[0])) expect(retentionOf(g)).not.toBe(days);
    expect(bucketExpiry(resources).join()).not.toMatch(new RegExp(`\\b${days}$`));
    expect(result.notCovered.join('\n')).not.toMatch(/logs/);
  });

  it('an ECS service writes to the log group the request asked for, never an unused one beside it', async () => {
    const { resources } = await generated(
      'an ECS Fargate service shop running nginx:1.25 with 2 tasks, container logs to CloudWatch, kept 14 days',
      'terraform-aws',
    );
    const groups = of(resources, 'aws_cloudwatch_log_group');
    expect(groups).toHaveLength(1);
    expect(retentionOf(groups[0])).toBe(14);
    const task = of(resources, 'aws_ecs_task_definition')[0];
    expect(String(at(task.body, 'container_definitions'))).toContain(`aws_cloudwatch_log_group.${groups[0].name}.name`);
  });

  it('the reading gives the retention to the function, not the bucket read after it', () => {
    const intent = understand(
      'a Node.js 20 Lambda that makes previews of every image put in the bucket raw-images, and a bucket previews. Keep its logs for 14 days.',
      'aws',
    );
    const holders = intent.mentions.filter((m) => m.settings.some((s) => /Keep its logs/.test(s.text)));
    expect(holders.map((m) => m.kind)).toEqual(['aws.lambda_function']);
    expect(holders[0].settings.find((s) => /Keep its logs/.test(s.text))?.label).toBe('log retention');
  });

  // Every kind said to own a log group has a plan that gives it the retention said of its logs.
  it.each([...LOG_OWNERS])('%s: its plan writes the retention said of its logs', async (kind) => {
    const words: Record<string, string> = {
      'aws.lambda_function': 'a Lambda function',
      'aws.ecs_service': 'an ECS Fargate service running nginx:1.25',
      'aws.ecs_task_definition': 'an ECS task definition running nginx:1.25',
      'aws.sfn_state_machine': 'a Step Functions state machine',
      'aws.api_gateway_rest_api': 'an API Gateway REST API',
      'aws.apigatewayv2_api': 'an API Gateway HTTP API',
      'aws.flow_log': 'a VPC with flow logs',
    };
    const intent = understand(`${words[kind]}. Keep its logs for 5 days`, 'aws');
    expect(intent.mentions.map((m) => m.kind)).toContain(kind);
    const { resources } = await generated(`${words[kind]}. Keep its logs for 5 days`, 'terraform-aws');
    expect(of(resources, 'aws_cloudwatch_log_group').map(retentionOf)).toContain(5);
  });
});

describe("a store's own retention stays on the store", () => {
  it.each([
    ['terraform-aws', 'an S3 bucket for uploads, expire objects after 45 days, and a Lambda function that reads it'],
    ['cloudformation', 'a Lambda function and an S3 bucket that deletes objects after 45 days'],
    ['terraform-aws', 'an S3 bucket for access logs; keep its logs for 45 days'],
  ] as const)('%s: %s', async (format, prompt) => {
    const { resources, errors } = await generated(prompt, format);
    expect(errors).toEqual([]);
    expect(bucketExpiry(resources).join()).toMatch(/\b45\b/);
    for (const g of of(resources, LOG_GROUP[format]!)) expect(retentionOf(g)).not.toBe(45);
  });

  it('terraform-google: a GCS bucket deleting objects after 45 days beside a Cloud Run service keeps its rule', async () => {
    const { resources } = await generated(
      'a Cloud Run service api running gcr.io/acme/api:1 and a GCS bucket assets that deletes objects after 45 days',
      'terraform-google',
    );
    expect(JSON.stringify(of(resources, 'google_storage_bucket'))).toMatch(/"age":45\b/);
  });

  it('bicep: "its logs" after a Log Analytics workspace is the workspace retention', async () => {
    const { resources } = await generated('a Log Analytics workspace law-ops; keep its logs for 60 days', 'bicep');
    const ws = of(resources, 'Microsoft.OperationalInsights/workspaces');
    expect(at(ws[0].body, 'properties.retentionInDays')).toBe(60);
  });
});

describe('logs said of something that keeps none are a declared gap, never put on what is near', () => {
  it.each([
    ['kubernetes-yaml', 'a Deployment web running nginx:1.25 with 2 replicas. Keep its logs for 9 days', 'Deployment'],
    ['terraform-aws', 'an SQS queue jobs and a DynamoDB table orders. Keep its logs for 9 days', 'DynamoDB table'],
    [
      'terraform-azurerm',
      "a Linux function app fn-thumbs and a storage account stthumbs01; keep the function's logs for 9 days",
      'function app',
    ],
    [
      'terraform-google',
      'a Cloud Run service api running gcr.io/acme/api:1 and a GCS bucket assets; keep its logs for 9 days',
      'bucket',
    ],
  ] as const)('%s: %s', async (format, prompt, said) => {
    const { result } = await generated(prompt, format);
    const line = result.notCovered.find((l) => /logs for 9 days/.test(l));
    expect(line).toMatch(/log retention/);
    // Said of the thing it was read with, or plainly that nothing written takes it: never set on what is near.
    if (!/found nothing it writes/.test(line ?? '')) expect(line).toContain(said);
    // No file carries 9 days as anything's retention or expiry.
    for (const f of result.files)
      expect(f.content).not.toMatch(/(?:retention|days|age|expiration)\w*"?\s*[:=]\s*"?9\b/i);
  });
});

describe('"its" and "their" refer back to the nearest thing before them that takes the setting', () => {
  it('terraform-aws: "keep its messages" after a queue is the queue\'s, never the bucket\'s said after', async () => {
    const { resources } = await generated(
      'an SQS queue jobs. Keep its messages for 4 days, and add an S3 bucket uploads',
      'terraform-aws',
    );
    expect(at(of(resources, 'aws_sqs_queue')[0].body, 'message_retention_seconds')).toBe(4 * 86400);
    expect(bucketExpiry(resources)).toEqual([]);
  });

  it('terraform-google: "keep its messages" after a topic is the topic\'s', async () => {
    const { resources } = await generated(
      'a Pub/Sub topic events, keep its messages 3 days, a GCS bucket archive',
      'terraform-google',
    );
    expect(at(of(resources, 'google_pubsub_topic')[0].body, 'message_retention_duration')).toBe('259200s');
    expect(JSON.stringify(of(resources, 'google_storage_bucket'))).not.toMatch(/"age"/);
  });

  it.each([
    [
      'terraform-aws',
      'a DynamoDB table orders, keep its backups for 14 days and an RDS Postgres database',
      'DynamoDB table',
    ],
    [
      'cloudformation',
      'a DynamoDB table orders; retain its backups for 14 days, plus an RDS MySQL database',
      'DynamoDB table',
    ],
  ] as const)(
    '%s: said of a thing that does not take it, a gap, never the thing after (%s)',
    async (format, prompt, said) => {
      const { result, resources } = await generated(prompt, format);
      expect(result.notCovered.find((l) => /backups for 14 days/.test(l))).toContain(said);
      expect(JSON.stringify(resources)).not.toMatch(/"(?:backup_retention_period|BackupRetentionPeriod)":14\b/);
    },
  );
});

describe('whose logs does not depend on clause order or filler words', () => {
  const clauses = [
    'an S3 bucket named raw-uploads',
    'a Lambda function named resizer running Python 3.12',
    "keep the function's logs for 14 days",
    'an SQS queue named jobs',
  ];
  const fillers = ['', 'please ', 'I need ', 'also ', 'and we want to '];

  it("the retention is the function's whatever the order, never the bucket's or the queue's", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          const intent = understand(order.map((c, k) => filler[k] + c).join('. '), 'aws');
          const holders = intent.mentions.filter((m) => m.settings.some((x) => /logs for 14 days/.test(x.text)));
          expect(holders.map((m) => m.kind)).toEqual(['aws.lambda_function']);
          expect(intent.mentions.filter((m) => m.attrs.retentionDays === 14).map((m) => m.kind)).toEqual([
            'aws.lambda_function',
          ]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a setting nothing takes names the thing its own words name', () => {
  it('"app setting X=Y" in a list where a managed identity is read just before is said of the web app', () => {
    const intent = understand(
      '- a web app called tools-portal\n- uses a system-assigned managed identity\n- app setting ASPNETCORE_ENVIRONMENT=Production',
      'azure',
    );
    const line = intent.notCovered.find((l) => l.includes('ASPNETCORE_ENVIRONMENT'));
    // Either the app takes it (nothing said) or the line names the app, never the identity.
    if (line) expect(line).toMatch(/web app/);
    expect(line ?? '').not.toMatch(/managed identity/);
  });
});
