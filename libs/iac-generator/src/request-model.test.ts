/**
 * The request model: a number next to a component is a setting of it, unless the request asks
 * for several separate things; and every stated setting is written in every format that has the
 * component. Each case reads the generated code back with the format's parser and checks it with
 * checked output (zero errors).
 */
import { type FormatId } from '@infragen/contracts';
import { at, generated, of, type SettingCase, type Resource, generatedCase, expectAt } from './testing/resources';

const one = (resources: Resource[], type: string) => {
  const list = of(resources, type);
  expect(list.map((r) => r.type)).toEqual([type]);
  return list[0];
};

describe('counts are settings unless several things are asked for', () => {
  it('an nginx Deployment with 3 replicas is one Deployment with 3 replicas', async () => {
    for (const format of ['kubernetes-yaml', 'terraform-kubernetes'] as FormatId[]) {
      const { resources, errors } = await generated('An nginx Deployment with 3 replicas', format);
      expect(errors).toEqual([]);
      expect(at(one(resources, 'Deployment').body, 'spec.replicas')).toBe(3);
    }
  });

  it('a Node.js 20 Lambda is one function on Node.js 20', async () => {
    const tf = await generated('a Node.js 20 Lambda', 'terraform-aws');
    expect(tf.errors).toEqual([]);
    expect(one(tf.resources, 'aws_lambda_function').body.runtime).toBe('nodejs20.x');
    const cfn = await generated('a Node.js 20 Lambda', 'cloudformation');
    expect(cfn.errors).toEqual([]);
    expect(one(cfn.resources, 'AWS::Lambda::Function').body.Runtime).toBe('nodejs20.x');
  });

  it('a Postgres version is the database version, not the cluster version', async () => {
    const { resources, errors } = await generated(
      'A GKE cluster and a Postgres 15 Cloud SQL database',
      'terraform-google',
    );
    expect(errors).toEqual([]);
    expect(one(resources, 'google_sql_database_instance').body.database_version).toBe('POSTGRES_15');
    expect(one(resources, 'google_container_cluster').body.min_master_version).toBeUndefined();
  });

  it('three buckets named a, b and c are three buckets', async () => {
    const { resources } = await generated('three buckets named logs, assets and backups', 'terraform-aws');
    // Resources of one type are written in name order, so the output is stable whatever the wording.
    expect(of(resources, 'aws_s3_bucket').map((r) => r.body.bucket)).toEqual(['assets', 'backups', 'logs']);
  });

  it('quoted names in a list name one component each', async () => {
    const { resources } = await generated('Two SQS queues named "orders", "payments"', 'terraform-aws');
    expect(of(resources, 'aws_sqs_queue').map((r) => r.body.name)).toEqual(
      expect.arrayContaining(['orders', 'payments']),
    );
  });

  it('two things introduced apart stay two ("a ... and a ...")', async () => {
    const { resources } = await generated(
      'An nginx deployment with 2 replicas. A Python 3.12 deployment for the workers.',
      'kubernetes-yaml',
    );
    expect(of(resources, 'Deployment')).toHaveLength(2);
  });
});

const CASES: SettingCase[] = [
  // AWS, both targets.
  {
    prompt: 'A PostgreSQL 15 RDS database, db.t3.medium, 100 GB of storage, backups kept for 14 days',
    format: 'terraform-aws',
    type: 'aws_db_instance',
    expect: {
      engine_version: '15',
      instance_class: 'db.t3.medium',
      allocated_storage: 100,
      backup_retention_period: 14,
    },
  },
  {
    prompt: 'A PostgreSQL 15 RDS database, db.t3.medium, 100 GB of storage, backups kept for 14 days',
    format: 'cloudformation',
    type: 'AWS::RDS::DBInstance',
    expect: {
      EngineVersion: '15',
      DBInstanceClass: 'db.t3.medium',
      AllocatedStorage: '100',
      BackupRetentionPeriod: 14,
    },
  },
  {
    prompt: 'An EKS 1.30 cluster with a spot node group of 3 t3.large nodes',
    format: 'terraform-aws',
    type: 'aws_eks_node_group',
    expect: { capacity_type: 'SPOT', instance_types: ['t3.large'], 'scaling_config.desired_size': 3 },
  },
  {
    prompt: 'An EKS 1.30 cluster with a spot node group of 3 t3.large nodes',
    format: 'cloudformation',
    type: 'AWS::EKS::Nodegroup',
    expect: { CapacityType: 'SPOT', InstanceTypes: ['t3.large'], 'ScalingConfig.DesiredSize': 3 },
  },
  {
    prompt: 'An EKS 1.30 cluster',
    format: 'cloudformation',
    type: 'AWS::EKS::Cluster',
    expect: { Version: '1.30' },
  },
  {
    prompt: 'A Python 3.11 Lambda with 512 MB of memory and a 60 second timeout',
    format: 'terraform-aws',
    type: 'aws_lambda_function',
    expect: { runtime: 'python3.11', memory_size: 512, timeout: 60 },
  },
  {
    prompt: 'A Lambda that runs every 15 minutes',
    format: 'terraform-aws',
    type: 'aws_cloudwatch_event_rule',
    expect: { schedule_expression: 'rate(15 minutes)' },
  },
  {
    prompt: 'A Lambda that runs every 15 minutes',
    format: 'cloudformation',
    type: 'AWS::Events::Rule',
    expect: { ScheduleExpression: 'rate(15 minutes)' },
  },
  {
    prompt: 'A DynamoDB table with provisioned capacity of 10 RCU and 5 WCU',
    format: 'terraform-aws',
    type: 'aws_dynamodb_table',
    expect: { billing_mode: 'PROVISIONED', read_capacity: 10, write_capacity: 5 },
  },
  {
    prompt: 'A DynamoDB table with provisioned capacity of 10 RCU and 5 WCU',
    format: 'cloudformation',
    type: 'AWS::DynamoDB::Table',
    expect: { BillingMode: 'PROVISIONED', 'ProvisionedThroughput.ReadCapacityUnits': 10 },
  },
  {
    prompt: 'An S3 bucket that moves objects to Glacier after 30 days and deletes them after 365 days',
    format: 'terraform-aws',
    type: 'aws_s3_bucket_lifecycle_configuration',
    expect: { 'rule.transition.days': 30, 'rule.transition.storage_class': 'GLACIER', 'rule.expiration.days': 365 },
  },
  {
    prompt: 'A Fargate service with 2 vCPU and 4 GiB of memory',
    format: 'terraform-aws',
    type: 'aws_ecs_task_definition',
    expect: { cpu: '2048', memory: '4096' },
  },
  {
    prompt: 'A Fargate service with 2 vCPU and 4 GiB of memory',
    format: 'cloudformation',
    type: 'AWS::ECS::TaskDefinition',
    expect: { Cpu: '2048', Memory: '4096' },
  },
  {
    prompt: 'A CloudWatch log group that keeps logs for 90 days',
    format: 'terraform-aws',
    type: 'aws_cloudwatch_log_group',
    expect: { retention_in_days: 90 },
  },
  {
    prompt: 'A Kinesis stream with 4 shards and 7 days of retention',
    format: 'terraform-aws',
    type: 'aws_kinesis_stream',
    expect: { shard_count: 4, retention_period: 168, 'stream_mode_details.stream_mode': 'PROVISIONED' },
  },
  // Azure: azurerm, ARM and Bicep.
  {
    prompt: 'A Python 3.11 function app on the consumption plan',
    format: 'terraform-azurerm',
    type: 'azurerm_service_plan',
    expect: { sku_name: 'Y1' },
  },
  {
    prompt: 'A Python 3.11 function app on the consumption plan',
    format: 'terraform-azurerm',
    type: 'azurerm_linux_function_app',
    expect: { 'site_config.application_stack.python_version': '3.11' },
  },
  {
    prompt: 'A Python 3.11 function app on the consumption plan',
    format: 'arm',
    type: 'Microsoft.Web/serverfarms',
    expect: { 'sku.name': 'Y1' },
  },
  {
    prompt: 'A Python 3.11 function app on the consumption plan',
    format: 'bicep',
    type: 'Microsoft.Web/sites',
    expect: { 'properties.siteConfig.linuxFxVersion': 'PYTHON|3.11' },
  },
  {
    prompt: 'An AKS cluster running Kubernetes 1.30 with 3 Standard_D4s_v5 nodes',
    format: 'terraform-azurerm',
    type: 'azurerm_kubernetes_cluster',
    expect: {
      kubernetes_version: '1.30',
      'default_node_pool.node_count': 3,
      'default_node_pool.vm_size': 'Standard_D4s_v5',
    },
  },
  {
    prompt: 'An AKS cluster running Kubernetes 1.30 with 3 Standard_D4s_v5 nodes',
    format: 'arm',
    type: 'Microsoft.ContainerService/managedClusters',
    expect: { 'properties.kubernetesVersion': '1.30', 'properties.agentPoolProfiles.0.count': 3 },
  },
  {
    prompt: 'An AKS cluster with a spot node pool',
    format: 'terraform-azurerm',
    type: 'azurerm_kubernetes_cluster_node_pool',
    expect: { priority: 'Spot' },
  },
  {
    prompt: 'A PostgreSQL 15 flexible server with 128 GB of storage and 30 days of backup retention',
    format: 'terraform-azurerm',
    type: 'azurerm_postgresql_flexible_server',
    expect: { version: '15', storage_mb: 131072, backup_retention_days: 30 },
  },
  {
    prompt: 'A PostgreSQL 15 flexible server with 128 GB of storage and 30 days of backup retention',
    format: 'bicep',
    type: 'Microsoft.DBforPostgreSQL/flexibleServers',
    expect: { 'properties.version': '15', 'properties.storage.storageSizeGB': 128 },
  },
  {
    prompt: 'An Azure Cache for Redis on the premium tier',
    format: 'terraform-azurerm',
    type: 'azurerm_redis_cache',
    expect: { sku_name: 'Premium', family: 'P' },
  },
  {
    prompt: 'A Cosmos DB account with on-demand capacity',
    format: 'terraform-azurerm',
    type: 'azurerm_cosmosdb_account',
    expect: { 'capabilities.name': 'EnableServerless' },
  },
  // Google Cloud.
  {
    prompt: 'A GKE Autopilot cluster',
    format: 'terraform-google',
    type: 'google_container_cluster',
    expect: { enable_autopilot: true },
  },
  {
    prompt: 'A Postgres 15 Cloud SQL instance with 2 vCPU and 8 GB of memory',
    format: 'terraform-google',
    type: 'google_sql_database_instance',
    expect: { database_version: 'POSTGRES_15', 'settings.tier': 'db-custom-2-8192' },
  },
  {
    prompt: 'A Python 3.12 Cloud Function that runs every 15 minutes',
    format: 'terraform-google',
    type: 'google_cloud_scheduler_job',
    expect: { schedule: '*/15 * * * *' },
  },
  {
    prompt: 'A Python 3.12 Cloud Function that runs every 15 minutes',
    format: 'terraform-google',
    type: 'google_cloudfunctions2_function',
    expect: { 'build_config.runtime': 'python312' },
  },
  {
    prompt: 'A GKE cluster with 3 e2-standard-8 spot nodes',
    format: 'terraform-google',
    type: 'google_container_node_pool',
    expect: { node_count: 3, 'node_config.machine_type': 'e2-standard-8', 'node_config.spot': true },
  },
  // Kubernetes, both targets.
  {
    prompt: 'A CronJob that runs every 15 minutes with 250m CPU and 512Mi memory',
    format: 'kubernetes-yaml',
    type: 'CronJob',
    expect: {
      'spec.schedule': '*/15 * * * *',
      'spec.jobTemplate.spec.template.spec.containers.0.resources.limits.cpu': '250m',
      'spec.jobTemplate.spec.template.spec.containers.0.resources.limits.memory': '512Mi',
    },
  },
  {
    prompt: 'A job that runs every day at 2am',
    format: 'terraform-kubernetes',
    type: 'CronJob',
    expect: { 'spec.schedule': '0 2 * * *' },
  },
  {
    prompt: 'An nginx deployment that autoscales between 3 and 10 pods',
    format: 'kubernetes-yaml',
    type: 'HorizontalPodAutoscaler',
    expect: { 'spec.minReplicas': 3, 'spec.maxReplicas': 10 },
  },
  {
    prompt: 'A Redis 7 stateful set with 20 GiB of storage',
    format: 'kubernetes-yaml',
    type: 'StatefulSet',
    expect: { 'spec.volumeClaimTemplates.0.spec.resources.requests.storage': '20Gi' },
  },
  // The multi-cloud format writes for the cloud the request names.
  {
    prompt: 'A GKE Autopilot cluster on Google Cloud',
    format: 'terraform',
    type: 'google_container_cluster',
    expect: { enable_autopilot: true },
  },
];

describe('stated settings are written in every format', () => {
  it.each(CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, found } = await generatedCase(c);
    expectAt(found[0].body, c.expect);
    // Nothing stated was left out silently: the settings are all honoured here.
    expect(
      result.notCovered.filter((n) => /\(.*(?:replicas|runtime|version|schedule|storage|memory|CPU)/.test(n)),
    ).toEqual([]);
  });

  it('says which settings each phrase honoured', async () => {
    const { result } = await generated('An nginx Deployment with 3 replicas', 'kubernetes-yaml');
    // The product before the workload is the image it runs.
    expect(result.covered[0].settings).toEqual(['nginx (image)', '3 replicas (replicas)']);
  });
});

describe('a container image and port stated for a workload are written in every format', () => {
  const IMAGE_CASES: SettingCase[] = [
    {
      prompt: 'A Deployment running ghcr.io/example/shop:3.2 with 2 replicas',
      format: 'kubernetes-yaml',
      type: 'Deployment',
      expect: { 'spec.template.spec.containers.0.image': 'ghcr.io/example/shop:3.2', 'spec.replicas': 2 },
    },
    {
      prompt: 'A CronJob that runs example/cleanup:1.0 every hour',
      format: 'terraform-kubernetes',
      type: 'CronJob',
      // HCL lists of one element read back as the element.
      expect: { 'spec.jobTemplate.spec.template.spec.containers.image': 'example/cleanup:1.0' },
    },
    {
      // A stated image wins over the engine's official one.
      prompt: 'A Postgres StatefulSet running the example/postgres-custom:16.4 image',
      format: 'kubernetes-yaml',
      type: 'StatefulSet',
      expect: { 'spec.template.spec.containers.0.image': 'example/postgres-custom:16.4' },
    },
    {
      prompt: 'A Cloud Run service for europe-docker.pkg.dev/example/apps/billing:7',
      format: 'terraform-google',
      type: 'google_cloud_run_v2_service',
      expect: { 'template.containers.image': 'europe-docker.pkg.dev/example/apps/billing:7' },
    },
    {
      prompt: 'A Fargate service running quay.io/example/worker:1.4',
      format: 'cloudformation',
      type: 'AWS::ECS::TaskDefinition',
      expect: { 'ContainerDefinitions.0.Image': 'quay.io/example/worker:1.4' },
    },
    {
      prompt: 'A container app running the example/inventory image on port 9000',
      format: 'bicep',
      type: 'Microsoft.App/containerApps',
      expect: {
        'properties.template.containers.0.image': 'example/inventory',
        'properties.configuration.ingress.targetPort': 9000,
      },
    },
    {
      // The port is stated in a phrase of its own, after the component it belongs to.
      prompt: 'A container app from registry.example.com/team/api:2.1, port 9000',
      format: 'terraform-azurerm',
      type: 'azurerm_container_app',
      expect: { 'template.container.image': 'registry.example.com/team/api:2.1', 'ingress.target_port': 9000 },
    },
    {
      prompt: 'A container app for example/api:5. It listens on 3000.',
      format: 'arm',
      type: 'Microsoft.App/containerApps',
      expect: {
        'properties.template.containers.0.image': 'example/api:5',
        'properties.configuration.ingress.targetPort': 3000,
      },
    },
  ];

  it.each(IMAGE_CASES.map((c) => [`${c.format}: ${c.prompt} -> ${c.type}`, c] as const))('%s', async (_name, c) => {
    const { result, found } = await generatedCase(c);
    expectAt(found[0].body, c.expect);
    expect(result.notCovered.filter((n) => /image|port|listens/.test(n))).toEqual([]);
  });

  it('a Kubernetes quantity after a CPU figure is the memory that goes with it', async () => {
    const { resources } = await generated('A Deployment of example/api:2 with 0.5 CPU / 1Gi', 'kubernetes-yaml');
    const limits = at(one(resources, 'Deployment').body, 'spec.template.spec.containers.0.resources.limits');
    expect(limits).toEqual({ cpu: '500m', memory: '1Gi' });
  });

  it("external ingress of a container app is the app's own ingress, not a load balancer", async () => {
    const tf = await generated('A container app from example/web:1 with external ingress', 'terraform-azurerm');
    expect(one(tf.resources, 'azurerm_container_app').body.ingress).toMatchObject({ external_enabled: true });
    expect(of(tf.resources, 'azurerm_lb')).toEqual([]);
    const bicep = await generated('A container app from example/web:1 with external ingress', 'bicep');
    const app = one(bicep.resources, 'Microsoft.App/containerApps');
    expect(at(app.body, 'properties.configuration.ingress.external')).toBe(true);
    // Without a service of its own ingress, an ingress is still a component.
    const k8s = await generated('A Deployment of example/web:1 with an external ingress', 'kubernetes-yaml');
    expect(of(k8s.resources, 'Ingress')).toHaveLength(1);
  });

  it('allowing unauthenticated requests lets anyone invoke a Cloud Run service, and only then', async () => {
    const open = await generated(
      'A Cloud Run service from example/api:2, allow unauthenticated requests',
      'terraform-google',
    );
    expect(one(open.resources, 'google_cloud_run_v2_service_iam_member').body.member).toBe('allUsers');
    const closed = await generated('A Cloud Run service from example/api:2', 'terraform-google');
    expect(of(closed.resources, 'google_cloud_run_v2_service_iam_member')).toEqual([]);
  });

  it('a registry host is part of the image, not a domain to serve', async () => {
    const { resources } = await generated('A Deployment running ghcr.io/example/shop:3.2', 'kubernetes-yaml');
    expect(of(resources, 'Ingress')).toEqual([]);
  });

  it('says which phrase a port stated on its own honoured', async () => {
    const { result } = await generated('A container app from example/api:2.1, port 9000', 'terraform-azurerm');
    expect(result.covered.find((c) => c.phrase === 'port 9000')?.settings).toEqual(['port 9000 (port)']);
  });

  it('an image stated where nothing runs containers is said not covered', async () => {
    const { result } = await generated('An S3 bucket for ghcr.io/example/site:1 build logs', 'terraform-aws');
    expect(result.notCovered).toContainEqual(expect.stringMatching(/ghcr\.io\/example\/site:1.*image/));
  });
});

describe('one word after "named" or "called" is a name, and only a name', () => {
  it('a name that is also a service word asks for nothing more', async () => {
    const { resources } = await generated('An SNS topic called alerts and a bucket named logs', 'terraform-aws');
    expect(one(resources, 'aws_sns_topic').body.name).toBe('alerts');
    expect(one(resources, 'aws_s3_bucket').body.bucket).toBe('logs');
    expect(of(resources, 'aws_cloudwatch_metric_alarm')).toEqual([]);
    expect(of(resources, 'aws_cloudwatch_log_group')).toEqual([]);
  });

  it("a quoted name written before its component is that one's", async () => {
    const { resources } = await generated('A DynamoDB table with an "orders" SQS queue', 'terraform-aws');
    expect(one(resources, 'aws_sqs_queue').body.name).toBe('orders');
    expect(one(resources, 'aws_dynamodb_table').body.name).not.toBe('orders');
    const list = await generated('the "jobs" and "mail" queues', 'terraform-aws');
    expect(of(list.resources, 'aws_sqs_queue').map((r) => r.body.name)).toEqual(['jobs', 'mail']);
  });

  it('a word that goes on with the sentence is not a name', async () => {
    const called = await generated('a Lambda function called by an API Gateway', 'terraform-aws');
    expect(one(called.resources, 'aws_lambda_function').body.function_name).not.toBe('by');
    const named = await generated('a bucket named after the project', 'terraform-aws');
    expect(one(named.resources, 'aws_s3_bucket').body.bucket).not.toBe('after');
  });
});

describe('what a request means, whatever its articles', () => {
  it('a schedule that runs code gets a function to run, with "a", "the" or "some" in the words', async () => {
    for (const prompt of [
      'Run some code every hour with a scheduled EventBridge rule',
      'a scheduled rule that runs the code nightly at 2 UTC',
    ]) {
      const { resources, errors } = await generated(prompt, 'terraform-aws');
      expect(errors).toEqual([]);
      one(resources, 'aws_lambda_function');
      expect(of(resources, 'aws_cloudwatch_event_target')).toHaveLength(1);
    }
  });
});
