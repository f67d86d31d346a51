/**
 * Follow-ups applied whole: a value raised or lowered is the new one in the files, a thing or setting
 * asked away is gone from them (and "Removed" is said only then), a rename renames, and everything the
 * follow-up does not touch stays as the earlier turns asked. Two- and three-turn conversations of our
 * own over AWS, Azure, Google Cloud, Kubernetes and multi-cloud, each checked on the files written.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from '../../testing/resources';

interface Case {
  what: string;
  format: FormatId;
  platform: PlatformId;
  /** The earlier user turns, oldest first. */
  history: string[];
  prompt: string;
  /** Patterns every written file together must hold. */
  holds: RegExp[];
  /** Patterns no written file may hold. */
  lacks?: RegExp[];
  /** Patterns the explanation must hold, and must not. */
  says?: RegExp[];
  saysNot?: RegExp[];
}

const CASES: Case[] = [
  {
    what: 'a maximum raised in ACU and the cluster renamed by "name the cluster x"',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora MySQL Serverless v2 cluster with minimum 1 and maximum 4 ACU, deletion protection on.'],
    prompt: 'Please raise the maximum to 32 ACU, name the cluster orders-db.',
    holds: [/cluster_identifier\s*=\s*"orders-db"/, /max_capacity\s*=\s*32/, /min_capacity\s*=\s*1\b/],
    lacks: [/max_capacity\s*=\s*4\b/],
    saysNot: [/not covered: 'orders-db'/],
  },
  {
    what: 'the upper bound of an ACU range lifted after a lead-in ("New plan: ...") keeps the lower bound',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora MySQL 8 Serverless v2 cluster with one writer, scaling between 1 and 4 ACUs.'],
    prompt: 'New plan: lift the upper limit to 12 ACUs, and turn on deletion protection.',
    holds: [/max_capacity\s*=\s*12/, /min_capacity\s*=\s*1\b/, /deletion_protection\s*=\s*true/],
  },
  {
    what: 'a maximum set with words the reading knows none of ("max capacity") keeps the minimum',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora PostgreSQL Serverless v2 cluster, min 2 ACU, max 8 ACU.'],
    prompt: 'set max capacity to 16 ACU',
    holds: [/max_capacity\s*=\s*16/, /min_capacity\s*=\s*2\b/],
  },
  {
    what: 'a customer managed key no longer wanted: the bucket is SSE-S3 and no key is written',
    format: 'cloudformation',
    platform: 'aws',
    history: [
      'An S3 bucket for audit logs with versioning, Object Lock in compliance mode for 30 days, encrypted with a customer managed KMS key.',
    ],
    prompt: "Actually we don't need our own KMS key for this, SSE-S3 (AES256) is fine.",
    holds: [/SSEAlgorithm: AES256/, /Mode: COMPLIANCE/, /Days: 30/, /Status: Enabled/],
    lacks: [/AWS::KMS::Key/, /aws:kms/],
    says: [/Removed, as the follow-up asked: kms key/i],
  },
  {
    what: 'the same removal in Terraform, said as "drop the CMK"',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['an S3 bucket acme-ledger-exports, versioned, encrypted with a customer-managed KMS key'],
    prompt: 'drop the customer-managed key, plain SSE-S3 is enough',
    holds: [/"acme-ledger-exports"/, /sse_algorithm\s*=\s*"AES256"/, /status\s*=\s*"Enabled"/],
    lacks: [/resource "aws_kms_key"/, /aws:kms/],
  },
  {
    what: 'a key removal of a thing that never held one says no "not covered" line for it',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['A CloudWatch log group /app/payments with 7 day retention, encrypted with a customer managed KMS key.'],
    prompt: "make the retention 30 days instead, and we don't need the customer-managed key anymore",
    holds: [/retention_in_days\s*=\s*30/],
    saysNot: [/customer managed KMS key' \(/],
  },
  {
    what: 'a value raised before a removal in the same sentence is applied, and the removal too',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An SQS queue orders with a visibility timeout of 60 seconds and a dead-letter queue after 4 receives.'],
    prompt: 'increase the visibility timeout to 300 seconds and we no longer need the dead-letter queue',
    holds: [/visibility_timeout_seconds\s*=\s*300/, /resource "aws_sqs_queue" "orders"/],
    lacks: [/redrive_policy/],
    says: [/Removed, as the follow-up asked: dead letter queue/],
    saysNot: [/not covered: '300 seconds'/],
  },
  {
    what: 'a removal verb opening a later clause ("..., and drop the DLQ")',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An SQS queue billing-events with 4 days retention and a dead-letter queue after 5 receives.'],
    prompt: 'raise the retention to 10 days, and drop the DLQ',
    holds: [/message_retention_seconds\s*=\s*864000/],
    lacks: [/redrive_policy/],
  },
  {
    what: 'a rename said as "should be called" with a property turned off keeps the account and its values',
    format: 'bicep',
    platform: 'azure',
    history: ['A StorageV2 storage account with blob versioning, soft delete 14 days, Standard_ZRS.'],
    prompt: 'the storage account should be called stledgerprod01, and turn off versioning',
    holds: [/'stledgerprod01'/, /Standard_ZRS/, /14/],
    lacks: [/isVersioningEnabled: true/],
    saysNot: [/Nothing is left to write/, /Removed[^\n]*storage account/],
  },
  {
    what: 'a plan tier changed ("use B1 instead") keeps the app, its name and identity',
    format: 'terraform-azurerm',
    platform: 'azure',
    history: [
      'A Linux App Service web app portal-web on a P1v3 plan in the existing resource group rg-portal, with a system-assigned identity.',
    ],
    prompt: "switch the plan to B1 instead, it's only for testing",
    holds: [/sku_name\s*=\s*"B1"/, /"portal-web"/, /SystemAssigned/],
    lacks: [/P1v3/],
  },
  {
    what: 'the upper bound of a node range lowered keeps the lower one (a third turn after a rename)',
    format: 'terraform-azurerm',
    platform: 'azure',
    history: [
      'An AKS cluster aks-core with a system node pool of Standard_D4s_v5, autoscaling from 2 to 8 nodes.',
      'rename the cluster to aks-platform',
    ],
    prompt: 'also lower the max to 4 nodes',
    holds: [/"aks-platform"/, /max_count\s*=\s*4/, /min_count\s*=\s*2/, /Standard_D4s_v5/],
    lacks: [/"aks-core"/, /max_count\s*=\s*8/],
    saysNot: [/not read: 'lower the max'/],
  },
  {
    what: 'the lower bound of a replica range raised',
    format: 'terraform-azurerm',
    platform: 'azure',
    history: ['an Azure Container App ledger-ui with image nginx:1.27, 0.5 vCPU and 1Gi, scaling from 1 to 6 replicas'],
    prompt: 'raise the minimum to 2 replicas',
    holds: [/min_replicas\s*=\s*2/, /max_replicas\s*=\s*6/, /nginx:1\.27/],
  },
  {
    what: 'a Cloud Run service renamed by "call the service x" with its maximum lowered',
    format: 'terraform-google',
    platform: 'gcp',
    history: ['A Cloud Run service for image us-docker.pkg.dev/acme/app/api:2.0, 1 CPU 512Mi, min 0 max 20 instances.'],
    prompt: 'lower the max instances to 5 and call the service billing-api',
    holds: [/name\s*=\s*"billing-api"/, /max_instance_count\s*=\s*5/, /api:2\.0/],
    saysNot: [/not covered: 'billing-api'/],
  },
  {
    what: 'a lifecycle age raised by words the reading does not know ("the age rule") and versioning off',
    format: 'terraform-google',
    platform: 'gcp',
    history: ['A GCS bucket acme-raw-data in EU, versioning on, delete objects older than 30 days.'],
    prompt: 'switch off versioning and raise the age rule to 90 days',
    holds: [/age\s*=\s*90/, /"acme-raw-data"/, /enabled\s*=\s*false/],
    lacks: [/age\s*=\s*30/],
    saysNot: [/not covered: '90 days'/],
  },
  {
    what: 'a Cloud SQL disk grown in a second turn stays grown after a third',
    format: 'terraform-google',
    platform: 'gcp',
    history: ['A Cloud SQL PostgreSQL 16 instance ledger-db, db-custom-2-7680, 100 GB SSD.', 'make the disk 200 GB'],
    prompt: 'and rename it to ledger-main',
    holds: [/disk_size\s*=\s*200/, /db-custom-2-7680/, /"ledger-main"/],
  },
  {
    what: 'a Deployment renamed by "call the deployment x" keeps its image and replicas',
    format: 'kubernetes-yaml',
    platform: 'kubernetes',
    history: ['A Deployment api in namespace shop, image ghcr.io/acme/api:1.4.0, 3 replicas, port 8080.'],
    prompt: 'call the deployment api-v2',
    holds: [/name: api-v2/, /image: ghcr\.io\/acme\/api:1\.4\.0/, /replicas: 3/],
    lacks: [/name: api\n/],
  },
  {
    what: 'an image bumped and replicas scaled in one sentence',
    format: 'kubernetes-yaml',
    platform: 'kubernetes',
    history: ['A Deployment billing in namespace pay, image ghcr.io/acme/billing:2.0.3, 2 replicas, port 9000.'],
    prompt: 'bump the image to 2.1.0 and scale it to 5 replicas',
    holds: [/image: ghcr\.io\/acme\/billing:2\.1\.0/, /replicas: 5/, /containerPort: 9000/],
  },
  {
    what: 'a three-turn conversation keeps the first turn main thing after two changes',
    format: 'kubernetes-yaml',
    platform: 'kubernetes',
    history: [
      'A Deployment web with image nginx:1.27, 4 replicas, port 8080, and a ClusterIP Service in front of it.',
      'scale it down to 2 replicas',
    ],
    prompt: 'update the image to nginx:1.28',
    holds: [/kind: Deployment/, /kind: Service/, /image: nginx:1\.28/, /replicas: 2/],
  },
  {
    what: 'a multi-cloud follow-up that drops one cloud keeps the other cloud and the earlier change',
    format: 'terraform',
    platform: 'terraform',
    history: [
      'An S3 bucket acme-share-aws with versioning and an Azure storage account acmeshareaz with a private container share.',
      'turn on object lock for the bucket',
    ],
    prompt: "we don't need the Azure side anymore",
    holds: [/resource "aws_s3_bucket" "acme-share-aws"/, /resource "aws_s3_bucket_versioning"/],
    lacks: [/azurerm_storage_account/],
    says: [/Removed, as the follow-up asked: Azure part/],
  },
  {
    what: 'a Key Vault renamed by "call the vault x" in ARM',
    format: 'arm',
    platform: 'azure',
    history: ['A Key Vault kv-ledger-prod with purge protection and RBAC authorization.'],
    prompt: 'call the vault kv-ledger-test',
    holds: [/"name": "kv-ledger-test"/, /"enablePurgeProtection": true/],
    lacks: [/kv-ledger-prod/],
  },
  {
    what: 'a removal of one of two things keeps the other with its settings',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An SNS topic order-events and an SQS queue order-audit with 7 days retention subscribed to it.'],
    prompt: 'we no longer need the queue; keep the topic',
    holds: [/resource "aws_sns_topic" "order-events"/],
    lacks: [/resource "aws_sqs_queue"/],
  },
  {
    what: 'a retention lowered by a bare value ("make it 3 days") keeps the queue name',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['an SQS queue payments-in with message retention of 7 days'],
    prompt: 'make it 3 days instead',
    holds: [/message_retention_seconds\s*=\s*259200/, /"payments-in"/],
  },
  {
    what: 'a memory size raised on a named Memorystore instance keeps its tier and version',
    format: 'terraform-google',
    platform: 'gcp',
    history: ['A Memorystore Redis instance named quotes-kv, 2 GB, Basic tier, Redis 7.0'],
    prompt: 'increase quotes-kv to 6 GB',
    holds: [/memory_size_gb\s*=\s*6/, /"quotes-kv"/, /BASIC/, /REDIS_7_0/],
  },
  {
    what: 'a second instance asked "as a reader" of an Aurora cluster is one more member, never a machine',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora PostgreSQL cluster ledger with one db.r6g.large writer instance, deletion protection on.'],
    prompt: 'add a second instance as a reader',
    holds: [/resource "aws_rds_cluster_instance" "ledger_2"/, /deletion_protection\s*=\s*true/],
    lacks: [/resource "aws_instance"/],
    saysNot: [/not read: 'reader'/],
  },
  {
    what: 'one more instance "for reads" of a CloudFormation Aurora cluster',
    format: 'cloudformation',
    platform: 'aws',
    history: ['An Aurora MySQL cluster claims with a db.r6g.large writer, 7 day backups.'],
    prompt: 'also add one more instance for reads',
    holds: [/ClaimsRdsClusterInstance2:/, /BackupRetentionPeriod: 7/],
    lacks: [/AWS::EC2::Instance/],
  },
  {
    what: 'another EC2 instance beside an Aurora cluster stays a machine of its own',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora PostgreSQL cluster ledger with a db.r6g.large writer.'],
    prompt: 'add another EC2 instance for the bastion',
    holds: [/resource "aws_instance"/, /resource "aws_rds_cluster_instance" "ledger_1"/],
    lacks: [/"ledger_2"/],
  },
  {
    what: 'Performance Insights asked on, then dropped: the cluster instances have it off',
    format: 'terraform-aws',
    platform: 'aws',
    history: ['An Aurora PostgreSQL cluster ledger with one db.r6g.large writer, Performance Insights on.'],
    prompt: "Drop Performance Insights, we don't need it.",
    holds: [/performance_insights_enabled\s*=\s*false/, /db\.r6g\.large/],
    lacks: [/performance_insights_enabled\s*=\s*true/],
  },
  {
    what: 'Performance Insights switched off beside a storage change on a CloudFormation DB instance',
    format: 'cloudformation',
    platform: 'aws',
    history: ['An RDS MySQL 8.0 instance shop-db, db.m6g.large, 50 GB gp3.'],
    prompt: 'switch off performance insights and raise storage to 100 GB',
    holds: [/EnablePerformanceInsights: false/, /AllocatedStorage: "?100/],
    lacks: [/PerformanceInsightsRetentionPeriod/],
  },
  {
    what: '"rename it" in a phrase that scaled a Deployment renames that Deployment, not the Service said last',
    format: 'kubernetes-yaml',
    platform: 'kubernetes',
    history: ['A Deployment web with image nginx:1.27, 4 replicas, port 8080, and a ClusterIP Service in front of it.'],
    prompt: 'scale it down to 2 replicas and rename it to web-v2',
    holds: [/kind: Deployment\n(?:.*\n){0,3}?\s+name: web-v2/, /replicas: 2/, /image: nginx:1\.27/],
    saysNot: [/not read: 'scale'/],
  },
];

describe('a follow-up applied whole', () => {
  it.each(CASES)('$what', (c) => {
    const result = generateInfrastructure({
      prompt: c.prompt,
      platform: c.platform,
      format: c.format,
      history: c.history.map((content) => ({ role: 'user' as const, content })),
    });
    const files = result.files.map((f) => f.content).join('\n');
    for (const re of c.holds) expect(files).toMatch(re);
    for (const re of c.lacks ?? []) expect(files).not.toMatch(re);
    for (const re of c.says ?? []) expect(result.explanation).toMatch(re);
    for (const re of c.saysNot ?? []) expect(result.explanation).not.toMatch(re);
  });
});
