/**
 * Limits of queues, subscriptions, caches, keys and secrets, read with their units and written in
 * every format of their cloud: a Service Bus queue's size, lock, delivery count and message TTL
 * (also for queues named inside a namespace), Pub/Sub subscriptions named inside a topic with their
 * acknowledgement deadline, exactly-once delivery and delivery attempts, automatic failover of a
 * Redis replication group, weekly maintenance windows, a KMS key's deletion window, a Key Vault's
 * soft-delete retention, and the length and excluded characters of a generated password. Each case
 * reads the generated code back with the format's parser and checks it (zero errors).
 */
import { at, generated, of, type SettingCase, generatedCase, expectAt } from './testing/resources';

const QUEUE =
  'A Service Bus queue called payments: maximum size of 3 GB, lock duration of 90 seconds, max delivery count 4 and a default message TTL of 6 hours';
const NAMESPACE =
  "A Service Bus namespace holding queues 'ingest' and 'retry', with a lock duration of 1 minute and a max delivery count of 12";

const CASES: SettingCase[] = [
  {
    prompt: QUEUE,
    format: 'terraform-azurerm',
    type: 'azurerm_servicebus_queue',
    expect: {
      max_size_in_megabytes: 3072,
      lock_duration: 'PT1M30S',
      max_delivery_count: 4,
      default_message_ttl: 'PT6H',
    },
  },
  {
    prompt: QUEUE,
    format: 'arm',
    type: 'Microsoft.ServiceBus/namespaces/queues',
    expect: {
      'properties.maxSizeInMegabytes': 3072,
      'properties.lockDuration': 'PT1M30S',
      'properties.maxDeliveryCount': 4,
      'properties.defaultMessageTimeToLive': 'PT6H',
    },
  },
  {
    prompt: QUEUE,
    format: 'bicep',
    type: 'Microsoft.ServiceBus/namespaces/queues',
    expect: { 'properties.lockDuration': 'PT1M30S', 'properties.maxDeliveryCount': 4 },
  },
  {
    prompt: NAMESPACE,
    format: 'terraform-azurerm',
    type: 'azurerm_servicebus_queue',
    expect: { name: 'ingest', lock_duration: 'PT1M', max_delivery_count: 12 },
  },
  {
    prompt: NAMESPACE,
    format: 'arm',
    type: 'Microsoft.ServiceBus/namespaces/queues',
    expect: { 'properties.lockDuration': 'PT1M', 'properties.maxDeliveryCount': 12 },
  },
  {
    prompt:
      "A Pub/Sub topic 'telemetry' with a subscription 'rollup' that has an ack deadline of 90 seconds, exactly-once delivery and gives up after 7 delivery attempts",
    format: 'terraform-google',
    type: 'google_pubsub_subscription',
    expect: {
      name: 'rollup',
      ack_deadline_seconds: 90,
      enable_exactly_once_delivery: true,
      'dead_letter_policy.max_delivery_attempts': 7,
    },
  },
  {
    prompt: 'A Redis replication group on ElastiCache with automatic failover, maintenance window on Wednesdays at 4am',
    format: 'terraform-aws',
    type: 'aws_elasticache_replication_group',
    expect: { num_cache_clusters: 2, automatic_failover_enabled: true, maintenance_window: 'wed:04:00-wed:05:00' },
  },
  {
    prompt: 'A Redis replication group on ElastiCache with automatic failover, maintenance window on Wednesdays at 4am',
    format: 'cloudformation',
    type: 'AWS::ElastiCache::ReplicationGroup',
    expect: { NumCacheClusters: 2, AutomaticFailoverEnabled: true, PreferredMaintenanceWindow: 'wed:04:00-wed:05:00' },
  },
  {
    prompt: 'A Memorystore for Redis instance with maintenance on Saturday at 23:30 UTC',
    format: 'terraform-google',
    type: 'google_redis_instance',
    expect: {
      'maintenance_policy.weekly_maintenance_window.day': 'SATURDAY',
      'maintenance_policy.weekly_maintenance_window.start_time.hours': 23,
      'maintenance_policy.weekly_maintenance_window.start_time.minutes': 30,
    },
  },
  {
    prompt: 'A customer managed KMS key, 14 day pending window',
    format: 'terraform-aws',
    type: 'aws_kms_key',
    expect: { deletion_window_in_days: 14 },
  },
  {
    prompt: 'A customer managed KMS key, 14 day pending window',
    format: 'cloudformation',
    type: 'AWS::KMS::Key',
    expect: { PendingWindowInDays: 14 },
  },
  {
    prompt: 'An Azure Key Vault whose soft-delete retention period is 21 days',
    format: 'terraform-azurerm',
    type: 'azurerm_key_vault',
    expect: { soft_delete_retention_days: 21 },
  },
  {
    prompt: 'An Azure Key Vault whose soft-delete retention period is 21 days',
    format: 'bicep',
    type: 'Microsoft.KeyVault/vaults',
    expect: { 'properties.softDeleteRetentionInDays': 21 },
  },
  {
    prompt: 'A Secrets Manager secret holding a 48-character password, without slashes or at signs',
    format: 'cloudformation',
    type: 'AWS::SecretsManager::Secret',
    expect: { 'GenerateSecretString.PasswordLength': 48, 'GenerateSecretString.ExcludeCharacters': '/@' },
  },
  {
    prompt: 'A Python Lambda plus a CloudWatch alarm that fires when throttles go above 12 within 15 minutes',
    format: 'terraform-aws',
    type: 'aws_cloudwatch_metric_alarm',
    expect: { namespace: 'AWS/Lambda', metric_name: 'Throttles', threshold: 12, period: 900, statistic: 'Sum' },
  },
  {
    prompt: 'A Python Lambda plus a CloudWatch alarm that fires when throttles go above 12 within 15 minutes',
    format: 'cloudformation',
    type: 'AWS::CloudWatch::Alarm',
    expect: { Namespace: 'AWS/Lambda', MetricName: 'Throttles', Threshold: 12, Period: 900 },
  },
  {
    prompt: 'A REST API on API Gateway; alert on at least 3 server errors in 2 minutes',
    format: 'cloudformation',
    type: 'AWS::CloudWatch::Alarm',
    expect: {
      MetricName: '5XXError',
      Threshold: 3,
      Period: 120,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    },
  },
  {
    prompt: 'An Aurora PostgreSQL Serverless v2 cluster, 1.5-24 ACUs',
    format: 'terraform-aws',
    type: 'aws_rds_cluster',
    expect: {
      'serverlessv2_scaling_configuration.min_capacity': 1.5,
      'serverlessv2_scaling_configuration.max_capacity': 24,
    },
  },
  {
    prompt: 'An Aurora PostgreSQL Serverless v2 cluster, 1.5-24 ACUs',
    format: 'cloudformation',
    type: 'AWS::RDS::DBCluster',
    expect: { 'ServerlessV2ScalingConfiguration.MinCapacity': 1.5, 'ServerlessV2ScalingConfiguration.MaxCapacity': 24 },
  },
  {
    prompt: 'Azure Cache for Redis with sku family C and capacity 3',
    format: 'terraform-azurerm',
    type: 'azurerm_redis_cache',
    expect: { family: 'C', capacity: 3 },
  },
  {
    prompt: 'Azure Cache for Redis with sku family C and capacity 3',
    format: 'arm',
    type: 'Microsoft.Cache/redis',
    expect: { 'properties.sku.family': 'C', 'properties.sku.capacity': 3 },
  },
  {
    prompt: "Event Hubs: one hub with 4 partitions and consumer groups 'fraud' and 'ledger'",
    format: 'terraform-azurerm',
    type: 'azurerm_eventhub_consumer_group',
    expect: { name: 'fraud' },
  },
  {
    prompt: "Event Hubs: one hub with 4 partitions and consumer groups 'fraud' and 'ledger'",
    format: 'arm',
    type: 'Microsoft.EventHub/namespaces/eventhubs/consumergroups',
    expect: { apiVersion: '2024-01-01' },
  },
];

describe('limits of queues, caches, keys and secrets are written in every format of their cloud', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, found } = await generatedCase(c);
    const one = found.find((r) => Object.keys(c.expect).every((p) => at(r.body, p) !== undefined)) ?? found[0];
    expectAt(one.body, c.expect);
    expect(result.notCovered).toEqual([]);
  });

  it('a generated password leaves the excluded characters out of its punctuation in Terraform', async () => {
    const { result, resources, errors } = await generated(
      'A Secrets Manager secret holding a 48-character password, without slashes or at signs or brackets',
      'terraform-aws',
    );
    expect(errors).toEqual([]);
    const pw = of(resources, 'random_password')[0]?.body ?? {};
    expect(pw.length).toBe(48);
    expect(String(pw.override_special)).not.toMatch(/[/@]/);
    expect(result.notCovered.join(' ')).not.toMatch(/48/);
  });

  it('an alarm on a metric its service does not publish says so instead of watching another metric', async () => {
    const { result, resources } = await generated(
      'An EC2 instance and an alarm when throttles exceed 4 in 5 minutes',
      'terraform-aws',
    );
    expect(of(resources, 'aws_cloudwatch_metric_alarm')[0]?.body.metric_name).not.toBe('Throttles');
    expect(result.notCovered.join(' ')).toMatch(/throttles exceed 4/);
  });

  it.each(['terraform-aws', 'cloudformation'] as const)(
    '%s: the receives before dead-lettering are in the redrive policy of the source queue, not of its dead-letter queue',
    async (format) => {
      const { resources, errors } = await generated(
        'An SQS queue named jobs that sends messages to a dead-letter queue after 6 failed receives',
        format,
      );
      expect(errors).toEqual([]);
      const tf = format === 'terraform-aws';
      const queues = of(resources, tf ? 'aws_sqs_queue' : 'AWS::SQS::Queue');
      const policies = of(resources, 'aws_sqs_queue_redrive_policy');
      const withRedrive = queues.filter((q) => q.body[tf ? 'redrive_policy' : 'RedrivePolicy'] !== undefined);
      expect(queues).toHaveLength(2);
      expect(withRedrive.length + policies.length).toBe(1);
      const policy = String(JSON.stringify(withRedrive[0]?.body ?? policies[0]?.body));
      expect(policy).toMatch(/maxReceiveCount\W+6/);
      const source = withRedrive[0] ?? queues.find((q) => JSON.stringify(policies[0]?.body).includes(q.name));
      expect(source?.body[tf ? 'name' : 'QueueName']).toBe('jobs');
    },
  );

  it('consumer groups named beside an event hub are each written, and its partitions stay with the hub', async () => {
    const { resources, errors } = await generated(
      "An event hub with consumer groups 'fraud' and 'ledger', 4 partitions",
      'terraform-azurerm',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'azurerm_eventhub_consumer_group').map((g) => g.body.name)).toEqual(['fraud', 'ledger']);
    expect(of(resources, 'azurerm_eventhub')[0]?.body.partition_count).toBe(4);
  });

  it('a backup vault named as a vault keeps its name in CloudFormation', async () => {
    const { resources } = await generated(
      'An AWS Backup vault named archive-vault, with a plan that runs daily at 04:00 UTC',
      'cloudformation',
    );
    expect(of(resources, 'AWS::Backup::BackupVault')[0]?.body.BackupVaultName).toBe('archive-vault');
  });

  it('a queue size is not read for a database, and a namespace without queues says its limits are not covered', async () => {
    const { result } = await generated('A Service Bus namespace with lock duration 2 minutes', 'terraform-azurerm');
    expect(result.notCovered.join(' ')).toMatch(/lock duration 2 minutes/);
  });
});
