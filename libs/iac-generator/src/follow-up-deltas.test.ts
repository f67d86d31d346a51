/**
 * A follow-up is a delta on the conversation's request: one that takes a part away ("skip the
 * cache", "we won't need the function anymore", "scratch the logs part, we don't need it") removes
 * that part and what only it needed, keeps every other part with its settings, and its own values
 * win (a class, a storage class, a count). Our own wordings, across services, clouds and formats.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure } from './index';
import { at, of, type Resource, resourcesOf } from './testing/resources';

const PLATFORM: Partial<Record<FormatId, PlatformId>> = {
  'terraform-aws': 'aws',
  cloudformation: 'aws',
  'terraform-azurerm': 'azure',
  bicep: 'azure',
  arm: 'azure',
  'terraform-google': 'gcp',
  'kubernetes-yaml': 'kubernetes',
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

const types = (resources: Resource[]) => new Set(resources.map((r) => r.type));
const lines = (result: ReturnType<typeof generateInfrastructure>) =>
  [...result.notCovered, ...(result.notRead ?? [])].join('\n');

describe('a follow-up that takes a part away', () => {
  it.each([
    'skip the cache',
    "the Redis cluster isn't needed anymore",
    'lose the elasticache part, keep the rest',
    'we can do without the cache',
  ])('removes the cache and keeps the database as it was: %s', async (prompt) => {
    const { result, resources } = await followUp(
      'terraform-aws',
      ['a MySQL RDS database named shop-db with 80 GB of storage, and an ElastiCache Redis cluster in front of it'],
      prompt,
    );
    expect(of(resources, 'aws_elasticache_replication_group')).toEqual([]);
    expect(of(resources, 'aws_elasticache_cluster')).toEqual([]);
    const db = of(resources, 'aws_db_instance');
    expect(db).toHaveLength(1);
    expect(db[0].body.identifier).toBe('shop-db');
    expect(db[0].body.allocated_storage).toBe(80);
    // The words that carried the removal out are read, never listed as not read.
    expect(result.notRead ?? []).toEqual([]);
  });

  it.each(['forget the function', "scratch the function, we don't need it", 'we won’t need the lambda any more'])(
    'removes a function with its role and trigger, and the bucket keeps its versioning: %s',
    async (prompt) => {
      const { result, resources } = await followUp(
        'terraform-aws',
        ['an S3 bucket photo-inbox with versioning, and a Lambda function that runs when a photo lands in it'],
        prompt,
      );
      const written = types(resources);
      for (const gone of ['aws_lambda_function', 'aws_iam_role', 'aws_lambda_permission', 'aws_s3_bucket_notification'])
        expect(written.has(gone)).toBe(false);
      expect(of(resources, 'aws_s3_bucket')[0].body.bucket).toBe('photo-inbox');
      expect(at(of(resources, 'aws_s3_bucket_versioning')[0].body, 'versioning_configuration.status')).toBe('Enabled');
      expect(result.explanation).toMatch(/Removed, as the follow-up asked/);
      expect(lines(result)).not.toMatch(/'(?:scratch|forget|we don't need it)'/);
    },
  );

  it('on Google Cloud: the function and its service account go, the bucket keeps location and versioning', async () => {
    const { resources } = await followUp(
      'terraform-google',
      ['a GCS bucket media-raw in the US multi-region with versioning, plus a Cloud Function triggered by new objects'],
      'drop the function part. also make the bucket uniform bucket-level access',
    );
    expect(of(resources, 'google_cloudfunctions2_function')).toEqual([]);
    expect(of(resources, 'google_service_account')).toEqual([]);
    const bucket = of(resources, 'google_storage_bucket')[0].body;
    expect(bucket.name).toBe('media-raw');
    expect(bucket.location).toBe('US');
    expect(at(bucket, 'versioning.enabled')).toBe(true);
  });

  it('on Azure: a workspace said not needed goes, the vault stays with its name', async () => {
    const { resources } = await followUp(
      'bicep',
      ['a Key Vault kv-ledger01 with purge protection and a Log Analytics workspace law-ledger'],
      'the workspace is no longer needed',
    );
    expect(of(resources, 'Microsoft.OperationalInsights/workspaces')).toEqual([]);
    const vault = of(resources, 'Microsoft.KeyVault/vaults');
    expect(vault).toHaveLength(1);
    expect(at(vault[0].body, 'properties.enablePurgeProtection')).toBe(true);
  });

  it('on Kubernetes: no need for the autoscaler, the Deployment keeps its image and replicas', async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      ['Deployment catalog running ghcr.io/acme/catalog:2.1 with 4 replicas, and an HPA from 4 to 9 pods'],
      'no need for the HPA',
    );
    expect(of(resources, 'HorizontalPodAutoscaler')).toEqual([]);
    const deployment = of(resources, 'Deployment')[0].body;
    expect(at(deployment, 'spec.replicas')).toBe(4);
    expect(JSON.stringify(deployment)).toContain('ghcr.io/acme/catalog:2.1');
  });

  it('a removal listing two things removes both, with the network only they needed', async () => {
    const { resources } = await followUp(
      'terraform-google',
      [
        'a Cloud Run service web with image gcr.io/acme/web:5, a Cloud SQL MySQL instance web-db and a Memorystore Redis cache',
      ],
      'remove the database and the cache',
    );
    const written = types(resources);
    for (const gone of ['google_sql_database_instance', 'google_redis_instance', 'google_compute_network'])
      expect(written.has(gone)).toBe(false);
    expect(of(resources, 'google_cloud_run_v2_service')).toHaveLength(1);
  });

  it('a plan for later in a follow-up adds nothing now', async () => {
    const { result, resources } = await followUp(
      'terraform-aws',
      ['a Lambda function sync-fn on python 3.12 and an RDS MySQL database sync-db'],
      "the database can go, we'll probably move to DynamoDB later",
    );
    expect(of(resources, 'aws_db_instance')).toEqual([]);
    expect(of(resources, 'aws_dynamodb_table')).toEqual([]);
    expect(of(resources, 'aws_lambda_function')[0].body.runtime).toBe('python3.12');
    expect(result.notRead ?? []).toEqual([]);
  });

  it('a setting said again in another form of its word ("sharding" of "3 shards") is removed, the tier stays', async () => {
    const { result, resources } = await followUp(
      'terraform-azurerm',
      ['an Azure Cache for Redis called rc-ledger, Premium P2, 3 shards'],
      'forget the sharding',
    );
    const cache = of(resources, 'azurerm_redis_cache')[0].body;
    expect(cache.shard_count).toBeUndefined();
    expect(cache.sku_name).toBe('Premium');
    expect(cache.capacity).toBe(2);
    expect(result.explanation).toMatch(/Removed, as the follow-up asked: sharding/);
  });

  it('a value the same follow-up states goes to the part that is left, not to the part it removes', async () => {
    const { resources } = await followUp(
      'cloudformation',
      ['a CloudTrail trail sec-trail writing to a new S3 bucket, and also ship the events to CloudWatch Logs'],
      'nix the CloudWatch Logs bit. and expire objects in the bucket after 200 days',
    );
    expect(of(resources, 'AWS::Logs::LogGroup')).toEqual([]);
    const days = of(resources, 'AWS::S3::Bucket').flatMap((b) =>
      ((at(b.body, 'LifecycleConfiguration.Rules') as { ExpirationInDays?: number }[] | undefined) ?? []).map(
        (r) => r.ExpirationInDays,
      ),
    );
    expect(days).toContain(200);
  });
});

describe("a follow-up's new values win", () => {
  it.each([
    ['change it to coldline', 'COLDLINE'],
    ['make the bucket nearline storage class', 'NEARLINE'],
  ])('a GCS bucket class: %s', async (prompt, cls) => {
    const { resources } = await followUp('terraform-google', ['a GCS bucket ml-archive in europe-north1'], prompt);
    const bucket = of(resources, 'google_storage_bucket')[0].body;
    expect(bucket.storage_class).toBe(cls);
    expect(bucket.location).toBe('EUROPE-NORTH1');
  });

  it('on both clouds of a multi-cloud conversation: one change each, the names stay', async () => {
    const { resources } = await followUp(
      'terraform',
      ['an S3 bucket media-main in us-west-2 and a GCS bucket media-copy in asia-east1'],
      'switch the gcs one to coldline, and turn on versioning for both',
    );
    const gcs = of(resources, 'google_storage_bucket')[0].body;
    expect(gcs.name).toBe('media-copy');
    expect(gcs.storage_class).toBe('COLDLINE');
    expect(at(gcs, 'versioning.enabled')).toBe(true);
    expect(of(resources, 'aws_s3_bucket')[0].body.bucket).toBe('media-main');
    expect(at(of(resources, 'aws_s3_bucket_versioning')[0].body, 'versioning_configuration.status')).toBe('Enabled');
  });

  it("renames said once for both clouds rename each cloud's own thing", async () => {
    const { resources } = await followUp(
      'terraform',
      ['an S3 bucket clips-us in us-east-2 and a GCS bucket clips-eu in europe-west4'],
      'rename the s3 one to clips-main and the gcs one to clips-mirror',
    );
    expect(of(resources, 'aws_s3_bucket').map((b) => b.body.bucket)).toEqual(['clips-main']);
    expect(of(resources, 'google_storage_bucket').map((b) => b.body.name)).toEqual(['clips-mirror']);
    // The new name is a name, never a thing of its own ("mirror", "main").
    expect(of(resources, 'google_logging_project_bucket_config')).toEqual([]);
  });

  it('"make both ..." in a later turn changes the thing on each cloud', async () => {
    const { resources } = await followUp(
      'terraform',
      ['an RDS MySQL database crm-db with 40 GB on AWS and a Cloud SQL MySQL instance crm-dr on GCP'],
      'make both 120 GB',
    );
    expect(of(resources, 'aws_db_instance')[0].body.allocated_storage).toBe(120);
    expect(at(of(resources, 'google_sql_database_instance')[0].body, 'settings.disk_size')).toBe(120);
  });

  it('a count change said once for two clouds reaches the second cloud ("the GKE ones")', async () => {
    const { resources } = await followUp(
      'terraform',
      ['an AKS cluster on Azure with 2 nodes and a GKE cluster batch-gke with 2 e2-standard-8 nodes'],
      'scale the AKS nodes to 3 and the GKE ones to 7',
    );
    const pools = of(resources, 'google_container_node_pool');
    expect(pools.map((p) => p.body.node_count)).toContain(7);
  });

  it('a StatefulSet volume class named by its field, with new replicas and size', async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      ['StatefulSet kafka in namespace streams, 3 replicas, image bitnami/kafka:3.7, 50Gi volume per pod'],
      'bump it to 6 replicas and 100Gi each, with storageClassName premium-rwo',
    );
    const set = of(resources, 'StatefulSet')[0].body;
    expect(at(set, 'spec.replicas')).toBe(6);
    expect(at(set, 'metadata.name')).toBe('kafka');
    const claim = (at(set, 'spec.volumeClaimTemplates') as Record<string, unknown>[])[0];
    expect(at(claim, 'spec.storageClassName')).toBe('premium-rwo');
    expect(at(claim, 'spec.resources.requests.storage')).toBe('100Gi');
  });
});
