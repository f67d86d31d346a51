/**
 * The delta property: a follow-up that changes one value of one thing leaves every other thing of
 * the first turn, every name and every other setting as the first turn read them, adds nothing and
 * removes nothing; the changed value is the new one. Chat words around the follow-up ("ok", "please",
 * "thanks") change nothing of it. Our own wordings, on every cloud.
 */
import { type Cloud } from '../../model/types';
import { type Mention } from '../intent';
import { readConversation } from './conversation';

interface Case {
  cloud: Cloud;
  first: string;
  followUp: string;
  /** The one thing changed (its kind), the value changed and its new value. */
  kind: string;
  key: string;
  value: unknown;
}

const BILLING =
  'an SQS queue billing-jobs with a 4 day retention, an S3 bucket billing-exports with versioning, and a Lambda function billing-worker with 512 MB of memory';
const ORDERS =
  'a Pub/Sub topic order-events, a Cloud Run service order-api with 2 to 8 instances, and a GCS bucket order-archive in europe-west1';

const CASES: Case[] = [
  {
    cloud: 'aws',
    first: BILLING,
    followUp: 'make the queue retention 9 days instead',
    kind: 'aws.sqs_queue',
    key: 'retentionDays',
    value: 9,
  },
  {
    cloud: 'aws',
    first: BILLING,
    followUp: 'give the function 1024 MB of memory instead',
    kind: 'aws.lambda_function',
    key: 'memoryMb',
    value: 1024,
  },
  {
    cloud: 'gcp',
    first: ORDERS,
    followUp: 'bump the max instances to 12',
    kind: 'gcp.cloud_run_v2_service',
    key: 'max',
    value: 12,
  },
  {
    cloud: 'azure',
    first: 'an AKS cluster aks-shop with 3 nodes, a storage account with GRS replication, and a key vault kv-shop',
    followUp: 'use 5 nodes instead',
    kind: 'azure.kubernetes_cluster',
    key: 'nodes',
    value: 5,
  },
  {
    cloud: 'k8s',
    first:
      'in namespace shop, a Deployment cart-api with 3 replicas, image ghcr.io/acme/cart:1.4, and a Service cart-api on port 8080',
    followUp: 'scale it to 6 replicas',
    kind: 'k8s.deployment',
    key: 'desired',
    value: 6,
  },
];

// Chat words around a follow-up that ask for nothing.
const FILLERS: ((p: string) => string)[] = [(p) => p, (p) => `please ${p}`, (p) => `ok, ${p}, thanks`];

/** What a thing is in the request model: kind, names, count, values and flags, and what its settings said. */
function shape(m: Mention, without?: string) {
  const attrs = Object.fromEntries(
    Object.entries(m.attrs)
      .filter(([k]) => k !== without && k !== 'flags')
      .map(([k, v]) => [k, v]),
  );
  return {
    kind: m.kind,
    names: m.names,
    count: m.count,
    attrs,
    flags: [...m.attrs.flags].sort(),
    settings: without ? undefined : m.settings.map((s) => s.text),
  };
}

describe('a follow-up that changes one value', () => {
  const runs = CASES.flatMap((c) => FILLERS.map((fill) => ({ ...c, followUp: fill(c.followUp) })));
  it.each(runs)('$cloud: "$followUp" changes $key only', ({ cloud, first, followUp, kind, key, value }) => {
    const before = readConversation(first, cloud);
    const after = readConversation(followUp, cloud, [first]);
    // Nothing added, nothing removed, in the order the first turn said them.
    expect(after.mentions.map((m) => m.kind)).toEqual(before.mentions.map((m) => m.kind));
    const changed = before.mentions.filter((m) => m.kind === kind);
    expect(changed).toHaveLength(1);
    before.mentions.forEach((was, i) => {
      const now = after.mentions[i];
      if (was.kind !== kind) return expect(shape(now)).toEqual(shape(was));
      // The changed thing keeps everything but the changed value, which is the new one.
      expect(shape(now, key)).toEqual(shape(was, key));
      expect((now.attrs as unknown as Record<string, unknown>)[key]).toBe(value);
    });
    expect(after.global.regions).toEqual(before.global.regions);
    expect(after.removed).toBeUndefined();
    expect(after.renamed).toBeUndefined();
  });
});

describe('a follow-up that states only a value with its unit', () => {
  const first = 'an SQS queue payout-events with a 4 day retention and a visibility timeout of 60 seconds';
  it.each([
    ['make it 14 days instead', 'retentionDays', 14],
    ['120 seconds then', 'timeoutSeconds', 120],
  ])('"%s" changes the one setting stated in that unit, nothing else', (followUp, key, value) => {
    const before = readConversation(first, 'aws');
    const after = readConversation(followUp, 'aws', [first]);
    const [was] = before.mentions;
    const [now] = after.mentions;
    expect(after.mentions).toHaveLength(1);
    expect((now.attrs as unknown as Record<string, unknown>)[key]).toBe(value);
    expect(shape(now, key)).toEqual(shape(was, key));
    expect(after.unread).toEqual([]);
  });

  it('changes by the same measure what the reading made of the old number', () => {
    const base = 'a Cloud SQL Postgres 15 instance with 16 GB RAM and 4 vCPUs';
    const after = readConversation('make it 8 vCPUs', 'gcp', [base]);
    expect(after.mentions.every((m) => m.attrs.cpu === 8 && m.attrs.memoryMb === 16384)).toBe(true);
  });

  it('leaves a value no earlier setting states in its unit unread, never a guess', () => {
    const after = readConversation('make it 5 minutes', 'aws', [first]);
    expect(after.mentions[0].attrs.timeoutSeconds).toBe(60);
    expect(after.unread.map((u) => u.text)).toEqual(['make it 5 minutes']);
  });
});
