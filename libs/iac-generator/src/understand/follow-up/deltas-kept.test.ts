/**
 * Follow-ups as deltas on the conversation's request: "add another" adds beside what was asked
 * (never rewrites it), a rename keeps the whole new name and renames what was said before it, a
 * removal followed by what replaces it takes only what it names, and a part named inside a holder
 * is changed there, never asked for again as a new thing. Our own wordings and services.
 */
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure, of, resourcesOf } from '../../testing/resources';
import { readConversation } from './conversation';

async function followUp(format: FormatId, platform: PlatformId, history: string[], prompt: string) {
  const result = generateInfrastructure({
    prompt,
    platform,
    format,
    history: history.map((content) => ({ role: 'user' as const, content })),
  });
  return { result, resources: await resourcesOf(result.files) };
}

interface Pool {
  name: string;
  node_config: { machine_type: string };
  autoscaling: { min_node_count: number; max_node_count: number };
}

describe('a follow-up that asks for another of a thing said before', () => {
  it.each([
    'add another pool spot-pool with n2-standard-16 machines, 0 to 6 nodes',
    'and a second pool named spot-pool with n2-standard-16 machines, 0 to 6 nodes',
    'we also need one more pool spot-pool: n2-standard-16 machines, 0 to 6 nodes',
  ])('adds a second pool and keeps the first one as asked: %s', async (prompt) => {
    const { resources } = await followUp(
      'terraform-google',
      'gcp',
      ['GKE cluster analytics-gke in us-central1 with a node pool of e2-standard-4, 2 to 4 nodes'],
      prompt,
    );
    const pools = of(resources, 'google_container_node_pool').map((p) => p.body as unknown as Pool);
    expect(pools).toHaveLength(2);
    const spot = pools.find((p) => p.name === 'spot-pool')!;
    const first = pools.find((p) => p.name !== 'spot-pool')!;
    expect(first.node_config.machine_type).toBe('e2-standard-4');
    expect(first.autoscaling).toEqual({ min_node_count: 2, max_node_count: 4 });
    expect(spot.node_config.machine_type).toBe('n2-standard-16');
    expect(spot.autoscaling).toEqual({ min_node_count: 0, max_node_count: 6 });
  });
});

describe('a follow-up that renames', () => {
  it('keeps a path-like new name whole and invents nothing from its words', async () => {
    const { result, resources } = await followUp(
      'terraform-aws',
      'aws',
      [
        'a Secrets Manager secret named payments-stripe rotated every 14 days by our existing Lambda arn:aws:lambda:us-east-2:123456789012:function:rotate-stripe',
      ],
      'rename it to payments/stripe/api-key, and keep the 14 day rotation',
    );
    const secrets = of(resources, 'aws_secretsmanager_secret');
    expect(secrets).toHaveLength(1);
    expect(JSON.stringify(secrets[0].body)).toContain('payments/stripe/api-key');
    // "api-key" and "stripe" are words of the name, never things of their own.
    expect(of(resources, 'aws_db_instance')).toEqual([]);
    expect(of(resources, 'aws_api_gateway_rest_api')).toEqual([]);
    // The existing rotation function is referred to, never renamed or created.
    expect(of(resources, 'aws_lambda_function')).toEqual([]);
    expect(result.files.map((f) => f.content).join('\n')).toContain('rotate-stripe');
  });
});

describe('a removal followed by what takes its place', () => {
  it.each([
    'drop the new bucket — write into our existing bucket corp-clicks-landing instead',
    'get rid of the new bucket: deliver into our existing bucket corp-clicks-landing instead',
  ])('removes the new bucket only, and the existing one is referred to by its name: %s', async (prompt) => {
    const { result, resources } = await followUp(
      'terraform-aws',
      'aws',
      ['a Kinesis Firehose delivery stream clicks-to-lake writing into a new S3 bucket, and an SNS topic lake-alerts'],
      prompt,
    );
    expect(of(resources, 'aws_kinesis_firehose_delivery_stream')).toHaveLength(1);
    expect(of(resources, 'aws_sns_topic').map((t) => t.body.name)).toEqual(['lake-alerts']);
    expect(of(resources, 'aws_s3_bucket')).toEqual([]);
    // Referred to as the bucket the user has (a data source), never created.
    const files = result.files.map((f) => f.content).join('\n');
    expect(files.match(/^data "aws_s3_bucket" "[^"]+"/gm)).toEqual(['data "aws_s3_bucket" "corp-clicks-landing"']);
  });

  it('keeps every earlier thing of that kind when the removal names something else', () => {
    const intent = readConversation('drop the queue: we will reuse our existing bucket media-archive instead', 'aws', [
      'two S3 buckets named media-raw and media-thumbs, and an SQS queue resize-jobs',
    ]);
    const buckets = intent.mentions.filter((m) => m.kind === 'aws.s3_bucket');
    expect(buckets.map((b) => [b.names, b.attrs.flags.has('existing')])).toEqual([
      [['media-raw', 'media-thumbs'], false],
      [['media-archive'], true],
    ]);
    expect(intent.mentions.some((m) => m.kind === 'aws.sqs_queue')).toBe(false);
  });
});

describe('a follow-up that speaks of a part named inside its holder', () => {
  it.each(["set the queue's max delivery count to 5", "also set the invoices queue's max delivery count to 5"])(
    'changes that part, never adds a queue of its own: %s',
    async (prompt) => {
      const { resources } = await followUp(
        'terraform-azurerm',
        'azure',
        ['an Azure Service Bus namespace sb-billing on Standard, with a queue invoices'],
        prompt,
      );
      const queues = of(resources, 'azurerm_servicebus_queue');
      expect(queues).toHaveLength(1);
      expect(queues[0].body.name).toBe('invoices');
      expect(queues[0].body.max_delivery_count).toBe(5);
    },
  );
});

describe('a removal whose place takes "the existing <name> one"', () => {
  it.each([
    'remove the ServiceAccount and use the existing finance-runner one instead',
    'drop the new service account, and run it as our existing one called finance-runner',
  ])('refers to the one the user has by its name, and keeps the rest: %s', async (prompt) => {
    const { result, resources } = await followUp(
      'kubernetes-yaml',
      'kubernetes',
      [
        'a Deployment ledger-api in namespace finance, image ghcr.io/northwind/ledger:2.3, 2 replicas, with a new ServiceAccount ledger-sa',
      ],
      prompt,
    );
    expect(of(resources, 'ServiceAccount')).toEqual([]);
    const [deployment] = of(resources, 'Deployment');
    const spec = deployment.body.spec as {
      replicas: number;
      template: { spec: { serviceAccountName: string; containers: { image: string }[] } };
    };
    expect(spec.template.spec.serviceAccountName).toBe('finance-runner');
    expect(spec.replicas).toBe(2);
    expect(spec.template.spec.containers[0].image).toBe('ghcr.io/northwind/ledger:2.3');
    expect((result.notRead ?? []).join('\n')).not.toContain('finance-runner');
  });
});

describe('a follow-up that adds a property of a thing said as a thing of its own', () => {
  it('gives the one workload its autoscaler, never a second workload', async () => {
    const { resources } = await followUp(
      'kubernetes-yaml',
      'kubernetes',
      [
        'a Deployment checkout with 3 replicas, image ghcr.io/northwind/checkout:2.0, and a Service checkout on port 8080',
      ],
      'add a HorizontalPodAutoscaler from 3 to 12 replicas at 65% CPU',
    );
    expect(of(resources, 'Deployment').map((d) => d.name)).toEqual(['checkout']);
    const [hpa] = of(resources, 'HorizontalPodAutoscaler');
    const spec = hpa.body.spec as { scaleTargetRef: { name: string }; minReplicas: number; maxReplicas: number };
    expect([spec.scaleTargetRef.name, spec.minReplicas, spec.maxReplicas]).toEqual(['checkout', 3, 12]);
  });

  it('keeps a member that stands beside the thing as one of its own (a dead-letter queue)', async () => {
    const { resources } = await followUp(
      'terraform-aws',
      'aws',
      ['an SQS queue invoice-events with a 4 day retention'],
      'add a dead-letter queue after 5 failed receives',
    );
    expect(of(resources, 'aws_sqs_queue')).toHaveLength(2);
    const main = of(resources, 'aws_sqs_queue').find((q) => q.body.name === 'invoice-events')!;
    expect(main.body.message_retention_seconds).toBe(4 * 86400);
    expect(String(main.body.redrive_policy)).toContain('maxReceiveCount');
  });
});
