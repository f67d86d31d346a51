/**
 * Follow-ups as changes to the conversation's request: each follow-up's values win, what it removes
 * is gone, what it renames keeps its settings, and everything it does not touch stays as the
 * earlier turns asked (understand/follow-up/). Read back from the files with each format's parser.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { at, of, type Resource, resourcesOf } from './testing/resources';

const PLATFORM: Partial<Record<FormatId, PlatformId>> = {
  'terraform-aws': 'aws',
  cloudformation: 'aws',
  'terraform-azurerm': 'azure',
  bicep: 'azure',
  'terraform-google': 'gcp',
  'kubernetes-yaml': 'kubernetes',
  'terraform-kubernetes': 'kubernetes',
  terraform: 'terraform',
};

async function followUp(format: FormatId, history: string[], prompt: string) {
  const result = generateInfrastructure({
    prompt,
    platform: PLATFORM[format]!,
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { result, resources: await resourcesOf(result.files) };
}

const one = (resources: Resource[], type: string) => {
  const list = of(resources, type);
  expect([type, list.length]).toEqual([type, 1]);
  return list[0].body;
};

describe('AWS follow-ups', () => {
  it('a changed version wins, and the name and storage of the first turn stay', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      ['An RDS PostgreSQL 15 database named orders with 50 GB storage'],
      'use Postgres 16 instead',
    );
    const db = one(resources, 'aws_db_instance');
    expect(String(db.engine_version)).toMatch(/^16/);
    expect(db.allocated_storage).toBe(50);
    expect(String(db.identifier)).toContain('orders');
  });

  it('a removed NAT gateway is no longer written', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      ['A VPC 10.0.0.0/16 with two public subnets and a NAT gateway'],
      'remove the NAT gateway',
    );
    expect(of(resources, 'aws_nat_gateway')).toEqual([]);
    expect(of(resources, 'aws_subnet')).toHaveLength(2);
  });

  it('a renamed bucket keeps its versioning', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      ['An S3 bucket named "acme-logs" with versioning'],
      'change the bucket name to acme-archive',
    );
    expect(one(resources, 'aws_s3_bucket').bucket).toBe('acme-archive');
    expect(at(one(resources, 'aws_s3_bucket_versioning'), 'versioning_configuration.status')).toBe('Enabled');
  });

  it.each(['set a 2 day retention on the refunds queue', 'refunds: 2 days retention'])(
    'a setting of one of two queues lands on that queue only: %s',
    async (prompt) => {
      const { resources } = await followUp('terraform-aws', ['Two SQS queues named "orders" and "refunds"'], prompt);
      const retention = Object.fromEntries(
        of(resources, 'aws_sqs_queue').map((q) => [q.body.name, q.body.message_retention_seconds]),
      );
      expect(retention.refunds).toBe(2 * 86400);
      expect(retention.orders).not.toBe(2 * 86400);
      expect(Object.keys(retention).sort()).toEqual(['orders', 'refunds']);
    },
  );

  it('an added queue joins the function, whose runtime and memory stay', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      ['A Lambda function on Python 3.11 with 256 MB memory'],
      'also add an SQS queue that triggers it',
    );
    const fn = one(resources, 'aws_lambda_function');
    expect(fn.runtime).toBe('python3.11');
    expect(fn.memory_size).toBe(256);
    expect(of(resources, 'aws_sqs_queue').length).toBeGreaterThanOrEqual(1);
  });

  it.each(['turn off multi-AZ', 'remove the multi-AZ'])(
    'a property a follow-up turns off is off, and the rest stays: %s',
    async (prompt) => {
      const first = await followUp('terraform-aws', [], 'A multi-AZ Postgres RDS database named orders');
      expect(one(first.resources, 'aws_db_instance').multi_az).toBe(true);
      const { resources } = await followUp('terraform-aws', ['A multi-AZ Postgres RDS database named orders'], prompt);
      const db = one(resources, 'aws_db_instance');
      expect(db.multi_az).toBe(false);
      expect(db.identifier).toBe('orders');
    },
  );

  it('a FIFO queue whose FIFO a follow-up drops is a standard queue of the same name', async () => {
    const { resources } = await followUp('terraform-aws', ['A FIFO SQS queue named jobs'], 'drop the FIFO');
    const queue = one(resources, 'aws_sqs_queue');
    expect(queue.name).toBe('jobs');
    expect(queue.fifo_queue).toBeUndefined();
  });

  it('removing a part of a thing (its dead-letter queue) keeps the thing, and a later value still wins', async () => {
    const { result, resources } = await followUp(
      'terraform-aws',
      ['An SQS queue called invoices with a dead-letter queue, and keep messages for 3 days'],
      'please remove the dead-letter queue and change the retention to 5 days',
    );
    const queue = one(resources, 'aws_sqs_queue');
    expect(queue.name).toBe('invoices');
    expect(queue.redrive_policy).toBeUndefined();
    expect(queue.message_retention_seconds).toBe(5 * 86400);
    expect(result.declined).toBe(false);
  });

  it("a part turned off takes the values that only configure it (a DLQ's receive count)", async () => {
    const { resources } = await followUp(
      'cloudformation',
      ['a queue named payouts with a DLQ after 4 receives and a visibility timeout of 90 seconds'],
      "we don't need the DLQ anymore",
    );
    const queue = one(resources, 'AWS::SQS::Queue');
    expect(queue.RedrivePolicy).toBeUndefined();
    expect(queue.VisibilityTimeout).toBe(90);
  });

  it.each([['switch off versioning on the bucket'], ['disable versioning for it']])(
    'a property turned off "on" a thing keeps the thing and turns the property off: %s',
    async (prompt) => {
      const { result, resources } = await followUp('terraform-aws', ['A versioned S3 bucket named photos-raw'], prompt);
      expect(one(resources, 'aws_s3_bucket').bucket).toBe('photos-raw');
      expect(of(resources, 'aws_s3_bucket_versioning')).toEqual([]);
      expect(result.explanation).not.toMatch(/Removed, as the follow-up asked/);
    },
  );

  it('a removal whose words refer back ("the topic") removes that thing, and the clause after it still changes', async () => {
    const { result, resources } = await followUp(
      'terraform-aws',
      ['An SQS queue named intake, and an SNS topic named notices'],
      'remove the topic and make the queue retention 3 days',
    );
    expect(of(resources, 'aws_sns_topic')).toEqual([]);
    expect(one(resources, 'aws_sqs_queue').message_retention_seconds).toBe(3 * 86400);
    expect(result.explanation).toMatch(/Removed, as the follow-up asked: .*notices/);
  });

  it('removing the thing itself still takes its part with it', async () => {
    const { result } = await followUp(
      'terraform-aws',
      ['An SQS queue called invoices with a dead-letter queue, and an S3 bucket called invoice-pdfs'],
      'drop the queue',
    );
    expect(result.files.map((f) => f.content).join('\n')).not.toContain('aws_sqs_queue');
  });

  it.each([
    ['swap the queue for an SNS topic'],
    ['replace the queue with an SNS topic please'],
    ['use an SNS topic instead of the orders queue'],
    ['rather than a queue, go with an SNS topic'],
  ])('a replacement takes the replaced thing away and adds the new one: %s', async (prompt) => {
    const { result, resources } = await followUp(
      'terraform-aws',
      ['A Python 3.12 Lambda function called billing that is triggered by an SQS queue named orders'],
      prompt,
    );
    expect(of(resources, 'aws_sqs_queue')).toEqual([]);
    expect(of(resources, 'aws_sns_topic')).toHaveLength(1);
    expect(one(resources, 'aws_lambda_function').runtime).toBe('python3.12');
    expect(result.explanation).toMatch(/Removed, as the follow-up asked: .*orders/);
    // The verb that did it ("swap") is read, never said as unread.
    expect(result.notRead ?? []).toEqual([]);
  });

  it('a replacement by one of the same kind changes that thing and keeps it', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      ['An RDS MySQL database named ledger with 30 GB storage'],
      'use PostgreSQL instead of MySQL',
    );
    const db = one(resources, 'aws_db_instance');
    expect(db.engine).toBe('postgres');
    expect(db.allocated_storage).toBe(30);
  });

  it('CloudFormation: a follow-up that only states the new instance type', async () => {
    const { resources } = await followUp(
      'cloudformation',
      ['An EC2 instance of type t3.micro'],
      'make it t3.large instead',
    );
    expect(one(resources, 'AWS::EC2::Instance').InstanceType).toBe('t3.large');
  });
});

describe('Azure follow-ups', () => {
  it('a changed replication wins and the account keeps its name', async () => {
    const { resources } = await followUp(
      'terraform-azurerm',
      ['An Azure storage account named acmedata with LRS replication'],
      'make it GRS instead',
    );
    const account = one(resources, 'azurerm_storage_account');
    expect(account.account_replication_type).toBe('GRS');
    expect(String(account.name)).toMatch(/^acmedata/);
  });

  it('Bicep: a database version stated again is the new one', async () => {
    const { resources } = await followUp(
      'bicep',
      ['A PostgreSQL flexible server on version 14'],
      'use Postgres 16 instead',
    );
    expect(at(one(resources, 'Microsoft.DBforPostgreSQL/flexibleServers'), 'properties.version')).toBe('16');
  });
});

describe('Azure follow-ups that remove', () => {
  it('"we no longer need the Redis cache" takes the cache out, the web app and its plan stay', async () => {
    const { resources } = await followUp(
      'terraform-azurerm',
      ['A Linux web app on a B1 plan and an Azure Cache for Redis'],
      'we no longer need the Redis cache',
    );
    expect(of(resources, 'azurerm_redis_cache')).toEqual([]);
    expect(of(resources, 'azurerm_linux_web_app')).toHaveLength(1);
    expect(one(resources, 'azurerm_service_plan').sku_name).toBe('B1');
  });
});

describe('Azure follow-ups that add', () => {
  it('an added Redis cache joins the web app, whose plan stays', async () => {
    const { resources } = await followUp(
      'terraform-azurerm',
      ['A Linux web app on a B1 plan'],
      'also add a Redis cache',
    );
    expect(of(resources, 'azurerm_redis_cache')).toHaveLength(1);
    expect(of(resources, 'azurerm_linux_web_app')).toHaveLength(1);
    expect(one(resources, 'azurerm_service_plan').sku_name).toBe('B1');
  });
});

describe('Google Cloud follow-ups', () => {
  it('an added topic joins the service, whose settings stay', async () => {
    const { resources } = await followUp(
      'terraform-google',
      ['A Cloud Run service running us-docker.pkg.dev/acme/web:1 with at most 5 instances'],
      'also add a Pub/Sub topic named events',
    );
    expect(one(resources, 'google_pubsub_topic').name).toBe('events');
    expect(at(one(resources, 'google_cloud_run_v2_service'), 'template.scaling.max_instance_count')).toBe(5);
  });

  it('a removed Memorystore instance is no longer written', async () => {
    const { resources } = await followUp(
      'terraform-google',
      ['A Cloud Run service running us-docker.pkg.dev/acme/web:1 and a Memorystore Redis instance'],
      'remove the Redis instance',
    );
    expect(of(resources, 'google_redis_instance')).toEqual([]);
    expect(of(resources, 'google_cloud_run_v2_service')).toHaveLength(1);
  });

  it('"rename it" renames the bucket and keeps its location', async () => {
    const { resources } = await followUp(
      'terraform-google',
      ['A GCS bucket named acme-media in us-central1'],
      'rename it to acme-assets',
    );
    const bucket = one(resources, 'google_storage_bucket');
    expect(bucket.name).toBe('acme-assets');
    expect(String(bucket.location).toLowerCase()).toBe('us-central1');
  });

  it('a changed database version wins', async () => {
    const { resources } = await followUp(
      'terraform-google',
      ['A Cloud SQL Postgres 14 instance'],
      'change it to Postgres 16',
    );
    expect(one(resources, 'google_sql_database_instance').database_version).toBe('POSTGRES_16');
  });
});

describe('Kubernetes follow-ups', () => {
  it('a follow-up that only states a value: "3 replicas"', async () => {
    for (const format of ['kubernetes-yaml', 'terraform-kubernetes'] as const) {
      const { resources } = await followUp(format, ['Deployment web running nginx:1.27 with 2 replicas'], '3 replicas');
      expect([format, at(one(resources, 'Deployment'), 'spec.replicas')]).toEqual([format, 3]);
    }
  });

  it("a value at the end of one turn never takes the next turn's first word", async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      ['An Ingress for shop.example.com sending traffic to service storefront port 8080, haproxy ingress class'],
      'remove the TLS if there is any, and add a second host later',
    );
    expect(at(one(resources, 'Ingress'), 'spec.ingressClassName')).toBe('haproxy');
  });

  it('Terraform: a changed image wins and the replicas stay', async () => {
    const { resources } = await followUp(
      'terraform-kubernetes',
      ["A Deployment 'web' running nginx:1.27 with 2 replicas"],
      'use nginx:1.28 instead',
    );
    const deployment = one(resources, 'Deployment');
    expect(at(deployment, 'spec.replicas')).toBe(2);
    expect(String(at(deployment, 'spec.template.spec.containers.image'))).toMatch(/nginx[\w-]*:1\.28$/);
  });

  it.each([
    ['make worker 5 replicas', { api: 2, worker: 5 }],
    ['make api 5 replicas', { api: 5, worker: 2 }],
  ])('a setting of one of two Deployments changes that one only: %s', async (prompt, expected) => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      [
        "A Deployment 'api' running acme/api:1 with 2 replicas, and a Deployment 'worker' running acme/worker:1 with 2 replicas",
      ],
      prompt,
    );
    const replicas = Object.fromEntries(
      of(resources, 'Deployment').map((d) => [at(d.body, 'metadata.name'), at(d.body, 'spec.replicas')]),
    );
    expect(replicas).toEqual(expected);
  });

  it('a renamed Deployment keeps its replicas and image', async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      ["A Deployment 'shop' running nginx:1.27 with 3 replicas"],
      'rename the deployment to storefront',
    );
    const deployment = one(resources, 'Deployment');
    expect(at(deployment, 'metadata.name')).toBe('storefront');
    expect(at(deployment, 'spec.replicas')).toBe(3);
    expect(String(at(deployment, 'spec.template.spec.containers.0.image'))).toMatch(/nginx[\w-]*:1\.27$/);
  });

  it('a removed Service is no longer written, and the Deployment stays', async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      ['A Deployment shop running nginx:1.27 exposed by a LoadBalancer service'],
      'remove the service',
    );
    expect(of(resources, 'Service')).toEqual([]);
    expect(of(resources, 'Deployment')).toHaveLength(1);
  });
});

describe('multi-cloud follow-ups', () => {
  it('a change to one cloud part changes that part only', async () => {
    const { resources } = await followUp(
      'terraform',
      ['An S3 bucket named "alpha-raw" on AWS and a GCS bucket named "beta-raw" on Google Cloud'],
      'make the GCS bucket versioned',
    );
    expect(at(one(resources, 'google_storage_bucket'), 'versioning.enabled')).toBe(true);
    expect(one(resources, 'aws_s3_bucket').bucket).toBe('alpha-raw');
  });

  it('removing one cloud part leaves the other as asked', async () => {
    const { result, resources } = await followUp(
      'terraform',
      ['An S3 bucket named alpha-raw on AWS and an Azure storage account named betastore'],
      'remove the storage account',
    );
    expect(of(resources, 'azurerm_storage_account')).toEqual([]);
    expect(one(resources, 'aws_s3_bucket').bucket).toBe('alpha-raw');
    expect(result.declined).toBe(false);
    // Nothing is said to be left out of the part that was removed.
    expect(result.notCovered).toEqual([]);
  });

  it('a region moved "instead" is the provider region', async () => {
    const { result } = await followUp(
      'terraform-aws',
      ['A t3.micro EC2 instance in us-east-1'],
      'move it to eu-west-1 instead',
    );
    const variables = result.files.find((f) => f.path === 'variables.tf')!.content;
    expect(variables).toMatch(/variable "aws_region" \{[^}]*default\s*=\s*"eu-west-1"/);
  });
});
