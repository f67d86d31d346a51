/**
 * Constraints and equivalents as kind data (kind.json `nearest`, `cannot`, `conflicts`): another
 * cloud's product is said with the nearest one of the chosen cloud, a thing a kind cannot have moves
 * the component to a kind that can (or is said), and settings that cannot hold together are said.
 */
import { KIND_CONSTRAINTS } from '../../vocabulary/constraints.generated';
import { understand } from '../understand';
import { CONCEPTS } from '../vocabulary';
import { checkConstraints } from './check';
import { otherCloudProductLine } from './nearest';

const read = (prompt: string, cloud: Parameters<typeof understand>[1]) => checkConstraints(understand(prompt, cloud));

describe('another cloud’s product: said with the nearest on the chosen cloud, never substituted', () => {
  it.each([
    [
      'A Cosmos DB database for the orders service',
      'aws',
      /Azure Cosmos DB account is not on AWS; the nearest AWS service is DynamoDB table/,
    ],
    [
      'A DynamoDB table for sessions',
      'gcp',
      /DynamoDB table is not on Google Cloud; the nearest Google Cloud service is Firestore database/,
    ],
    [
      'A Lambda function that resizes images',
      'azure',
      /Lambda function is not on Azure; the nearest Azure service is Function app/,
    ],
    [
      'A Pub/Sub topic for events',
      'azure',
      /Pub\/Sub topic is not on Azure; the nearest Azure service is Service Bus topic/,
    ],
  ] as const)('%s (%s)', (prompt, cloud, line) => {
    const intent = read(prompt, cloud);
    expect(intent.notCovered).toContainEqual(expect.stringMatching(line));
    // Nothing of the nearest kind is written in its place.
    const nearest = KIND_CONSTRAINTS.flatMap((c) => Object.values(c.nearest ?? {}).map((n) => n.kind));
    expect(intent.mentions.filter((m) => nearest.includes(m.kind) && m.kind.startsWith(`${cloud}.`))).toEqual([]);
  });

  it('every product kind with a nearest one is said with it, from the data alone', () => {
    for (const c of KIND_CONSTRAINTS.filter((k) => k.nearest)) {
      const vendor = c.kind.slice(0, c.kind.indexOf('.')) as 'aws' | 'azure' | 'gcp';
      for (const [cloud, near] of Object.entries(c.nearest!)) {
        expect(near.kind.startsWith(`${cloud}.`)).toBe(true);
        const line = otherCloudProductLine('x', vendor, c.kind, cloud as 'aws' | 'azure' | 'gcp');
        expect([c.kind, line]).toEqual([c.kind, expect.stringContaining(`the nearest`)]);
        expect(line).toContain(near.title);
      }
    }
  });

  it('a product whose kind names no nearest one is said by its title', () => {
    expect(otherCloudProductLine('scp', 'aws', 'aws.organizations_policy', 'k8s')).toBe(
      "'scp' (AWS Organizations service control policy is not on Kubernetes, and nothing was substituted for it)",
    );
    // A title that starts with its brand is not branded twice.
    expect(otherCloudProductLine('aws backup', 'aws', 'aws.backup_plan', 'gcp')).toMatch(
      /^'aws backup' \(AWS Backup plan is not/,
    );
  });

  it('a product without kind data is said without a nearest one', () => {
    expect(otherCloudProductLine('Azure SignalR Service', 'azure', undefined, 'aws')).toBe(
      "'Azure SignalR Service' (this Azure service is not on AWS, and nothing was substituted for it)",
    );
  });

  it('names for each cloud only products the vocabulary reads as that cloud’s', () => {
    const vendorKinds = new Set(CONCEPTS.flatMap((c) => (c.vendor ? [c[c.vendor]] : [])));
    for (const c of KIND_CONSTRAINTS.filter((k) => k.nearest))
      expect([c.kind, vendorKinds.has(c.kind)]).toEqual([c.kind, true]);
  });
});

describe('zones and shards of a cache below the Premium tier', () => {
  it('says why they cannot be written, and writes no zones', () => {
    const intent = read('an Azure Cache for Redis on the Standard C1 tier, zone redundant, with 3 shards', 'azure');
    expect(intent.notCovered).toContainEqual(
      expect.stringMatching(/zone-redundant Azure Cache for Redis needs the Premium tier/),
    );
    // The line quotes the words of what cannot be had, not the cache, which is written.
    expect(intent.notCovered).toContainEqual(
      expect.stringMatching(/^'3 shards' \(as asked it cannot be written: clustering \(shards\) is a Premium feature/),
    );
    expect(read('a Premium P1 Azure Cache for Redis across zones 1 and 3', 'azure').notCovered.join('\n')).not.toMatch(
      /Premium tier only/,
    );
  });
});

describe('what a kind cannot have', () => {
  it.each([
    'A Deployment of postgres:16 with 3 replicas, each pod with its own 20Gi volume',
    'A Deployment of redis:7 with 3 replicas. Each replica needs its own 5Gi persistent volume',
  ])('storage per replica on a Deployment: a StatefulSet, and why (%s)', (prompt) => {
    const intent = read(prompt, 'k8s');
    expect(intent.mentions.map((m) => m.kind)).toContain('k8s.stateful_set');
    expect(intent.mentions.map((m) => m.kind)).not.toContain('k8s.deployment');
    // What was asked is written (as the kind that can have it): said with why, never as "not covered".
    expect(intent.writtenInstead).toContainEqual(
      expect.stringMatching(
        /a Deployment cannot give each replica a volume of its own: .*A StatefulSet was written instead/,
      ),
    );
    expect(intent.notCovered.join('\n')).not.toMatch(/cannot/);
  });

  it.each([
    'a Deployment of memcached:1.6 with 2 replicas where each replica gets its own 4Gi persistent volume',
    'Deployment running minio/minio with 4 pods, every pod with its own 50Gi volume claim',
  ])('the volume named inside those words is the StatefulSet claim, never a resource of its own (%s)', (prompt) => {
    const intent = read(prompt, 'k8s');
    expect(new Set(intent.mentions.map((m) => m.kind))).toEqual(new Set(['k8s.stateful_set']));
    expect(intent.mentions.flatMap((m) => m.settings.map((s) => s.label))).toContain('storage');
  });

  it('a Deployment with one shared volume stays a Deployment', () => {
    const intent = read('A Deployment of nginx:1.27 with 3 replicas and a 10Gi PersistentVolumeClaim', 'k8s');
    expect(intent.mentions.map((m) => m.kind)).toContain('k8s.deployment');
    expect(intent.notCovered.join('\n')).not.toMatch(/cannot/);
  });

  it('a count of replicas on a DaemonSet is said, not written; a Deployment beside it keeps its own', () => {
    const daemon = read('A DaemonSet running fluent/fluent-bit:3 with 3 replicas', 'k8s');
    expect(daemon.notCovered).toContainEqual(
      expect.stringMatching(/^'3 replicas' \(a DaemonSet cannot run a set number/),
    );
    const both = read('A DaemonSet running fluent/fluent-bit:3 and a Deployment of nginx:1.27 with 3 replicas', 'k8s');
    expect(both.notCovered.join('\n')).not.toMatch(/cannot/);
  });

  it('a GPU on a function is said, and nothing else stands in for it', () => {
    const intent = read('A Python Lambda function with a GPU for inference', 'aws');
    expect(intent.notCovered).toContainEqual(expect.stringMatching(/^'GPU' \(a Lambda function cannot have a GPU/i));
    expect(intent.mentions.map((m) => m.kind)).toEqual(['aws.lambda_function']);
  });
});

describe('settings that cannot hold together', () => {
  it.each([
    ['A private S3 bucket hosting a static website', 'aws', /needs public reads, which a private bucket refuses/],
    ['A FIFO SNS topic with an email subscription to ops@example.com', 'aws', /FIFO topic delivers only to SQS queues/],
    ['A GKE Autopilot cluster with 3 nodes', 'gcp', /no node count can be set/],
    [
      'A Standard tier Service Bus queue with a private endpoint',
      'azure',
      /private endpoints on its Premium tier only/,
    ],
    [
      'A DynamoDB table carts billed pay per request with 30 WCU',
      'aws',
      /on-demand table .* no provisioned read or write/,
    ],
    [
      'AWS Backup plan, weekly, moved to cold storage after 10 days and deleted after 50 days',
      'aws',
      /cold storage there for at least 90 days/,
    ],
  ] as const)('%s', (prompt, cloud, why) => {
    expect(read(prompt, cloud).notCovered).toContainEqual(expect.stringMatching(why));
  });

  it.each([
    ['A public S3 bucket hosting a static website', 'aws'],
    ['A FIFO SNS topic', 'aws'],
    ['A GKE Standard cluster with 3 nodes', 'gcp'],
    ['A Premium tier Service Bus queue with a private endpoint', 'azure'],
    ['A DynamoDB table carts with provisioned capacity, 30 WCU', 'aws'],
    ['AWS Backup plan, weekly, moved to cold storage after 10 days and deleted after 100 days', 'aws'],
  ] as const)('says nothing when they hold: %s', (prompt, cloud) => {
    expect(read(prompt, cloud).notCovered.join('\n')).not.toMatch(/as asked it cannot be written/);
  });
});
