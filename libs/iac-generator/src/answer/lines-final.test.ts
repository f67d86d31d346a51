/**
 * Issue 24 (UNT): the last check of the answer's lines against the files, with wordings of our own.
 * - words that are, whole, a type the files write are never "not covered" (a StatefulSet asked as
 *   "statefulset", "stateful set", a Service Bus queue);
 * - one word that is an image's repository the files run ("postgres" of postgres:16) is written;
 * - "the files write 3 there, not 3" is never said;
 * - a setting said missing whose label a key says whole, with every number in that key's value, is written;
 * - a setting listed as honoured states nothing (a number, a code, a name given as code) the files do not hold.
 */
import { generateInfrastructure } from '../testing/resources';
import { finalLines, imageOfWord, labelKeyHolding, typeSaidWhole } from './lines-final';
import { honouredChecked, missingFrom } from './honoured-checked';

type Input = Parameters<typeof generateInfrastructure>[0];
const run = (prompt: string, format: Input['format'], platform: Input['platform']) =>
  generateInfrastructure({ prompt, format, platform, history: [] });

const K8S = `apiVersion: apps/v1
kind: StatefulSet
metadata:
  name: kv
spec:
  replicas: 3
  template:
    spec:
      containers:
        - name: kv
          image: quay.io/coreos/etcd:v3.5.9
---
apiVersion: batch/v1
kind: CronJob
spec:
  successfulJobsHistoryLimit: 4
`;
const HCL = `resource "azurerm_servicebus_queue" "orders" {
  name = "orders-in"
  max_delivery_count = 5
}
resource "aws_rds_cluster" "db" {
  engine_version = "16.4"
}
`;
const CFN = `Resources:
  Fs:
    Type: AWS::EFS::FileSystem
    Properties:
      LifecyclePolicies:
        - TransitionToIA: AFTER_30_DAYS
`;

describe('words that are, whole, a type written', () => {
  it.each([
    ['statefulset', K8S, 'kind: StatefulSet'],
    ['Stateful Set', K8S, 'kind: StatefulSet'],
    ['cronjobs', K8S, 'kind: CronJob'],
    ['service bus queue', HCL, 'servicebus_queue'],
    ['the FileSystem', CFN, 'EFS::FileSystem'],
  ])('%s', (said, content, type) => {
    expect(typeSaidWhole(said, content)).toBe(type);
  });

  it.each([
    ['second statefulset', K8S],
    ['set', K8S],
    ['queue', HCL],
    ['a stateful set for the cache with its own volume', K8S],
  ])('not %s', (said, content) => {
    expect(typeSaidWhole(said, content)).toBeUndefined();
  });
});

describe('one word that is the repository of an image run', () => {
  it('etcd of quay.io/coreos/etcd:v3.5.9', () => {
    expect(imageOfWord('etcd', K8S)).toBe('image quay.io/coreos/etcd:v3.5.9');
  });
  it.each(['coreos', 'etc', 'etcd operator'])('not %s', (said) => {
    expect(imageOfWord(said, K8S)).toBeUndefined();
  });
});

describe('a setting whose label a key says, holding its numbers', () => {
  it.each<[string, string, string, string]>([
    ['move files to Infrequent Access after 30 days', 'transition', CFN, 'TransitionToIA = AFTER_30_DAYS'],
    ['Aurora PostgreSQL 16', 'engine version', HCL, 'engine_version = 16.4'],
    ['keep 4 successful', 'successful jobs history', K8S, 'successfulJobsHistoryLimit = 4'],
    ['give up after 5 deliveries', 'max delivery count', HCL, 'max_delivery_count = 5'],
  ])('%s (%s)', (said, label, content, where) => {
    expect(labelKeyHolding(said, label, content)).toBe(where);
  });

  it.each<[string, string, string]>([
    ['move to IA after 60 days', 'transition', CFN],
    ['PostgreSQL 15', 'engine version', HCL],
    ['keep 9 successful', 'history', K8S],
    ['cool data quickly', 'transition', CFN],
  ])('not %s (%s)', (said, label, content) => {
    expect(labelKeyHolding(said, label, content)).toBeUndefined();
  });
});

describe('finalLines', () => {
  const lines = (notCovered: string[], content: string) =>
    finalLines({ notCovered, notRead: [], writtenUnread: [] }, content);

  it('never says the files write a value there, not that same value', () => {
    const r = lines(
      [
        "'3 successful' (spec.successfulJobsHistoryLimit of CronJob: the files write 3 there, not 3: change it to have what you asked)",
      ],
      K8S,
    );
    expect(r.notCovered).toEqual([]);
    expect(r.writtenUnread.join('\n')).toMatch(/successfulJobsHistoryLimit = 3/);
  });

  it('keeps a line whose value the files write otherwise', () => {
    const line =
      "'7 successful' (spec.successfulJobsHistoryLimit of CronJob: the files write 4 there, not 7: change it to have what you asked)";
    expect(lines([line], K8S).notCovered).toEqual([line]);
  });

  it('keeps a line about an existing thing, whatever the files write', () => {
    const line = "'statefulset' (existing: the StatefulSet named was created new)";
    expect(lines([line], K8S).notCovered).toEqual([line]);
  });

  it('keeps a line about what cannot be done between things, though it quotes a type written', () => {
    const line =
      "'sns topic' (as asked it cannot be written: a standard SNS topic cannot deliver to an SQS FIFO queue, so that subscription was not written)";
    const tf = 'resource "aws_sns_topic" "events" {\n  name = "events"\n}\n';
    expect(lines([line], tf).notCovered).toEqual([line]);
  });

  it('says a transition held by a lifecycle key as written', () => {
    const r = lines(
      [
        "'to IA after 30 days' (transition: read as said of the file system, for which the built-in generator does not write it, so it was not written)",
      ],
      CFN,
    );
    expect(r.notCovered).toEqual([]);
    expect(r.writtenUnread.join('\n')).toMatch(/TransitionToIA = AFTER_30_DAYS/);
  });
});

describe('settings listed as honoured', () => {
  it.each<[string, string, string, string[]]>([
    ['retain msgs 3 days', 'retention', 'message_retention_duration = "604800s"', ['3 days']],
    ['retain msgs 7 days', 'retention', 'message_retention_duration = "604800s"', []],
    ['storage class gp3', 'storage class', 'storageClassName: standard', ['gp3']],
    ['storage class gp3', 'storage class', 'storageClassName: gp3', []],
    ['Standard_D4s_v5 nodes', 'size', 'vm_size = "Standard_D4s_v5"', []],
    ['chart v1.16.1', 'version', 'version = "1.16.1"', []],
    ['the existing secret db-creds-main', 'existing', 'secretName: other', ['db-creds-main']],
    ['in namespace cert-manager', 'namespace', 'namespace: cert-manager', []],
    ['point-in-time restore', 'backup', 'pitr = true', []],
    ['zone-redundant', 'redundancy', 'zone_redundant = true', []],
    ['ADLS Gen2', 'hierarchical namespace', 'is_hns_enabled = true', []],
    ['Standard C1', 'tier', 'family = "C"\ncapacity = 1', []],
    ['k8s 1.30', 'Kubernetes version', 'kubernetes_version = "1.30"', []],
    ['a 32-char password', 'password length', 'length = 32', []],
    ['code in s3://acme-art/fn/v3.zip', 'code package', 's3_bucket = "acme-art"\ns3_key = "fn/v3.zip"', []],
    ['every 24 hours', 'schedule', 'schedule_expression = "rate(1 day)"', []],
    ['disk type io2', 'volume type', 'type = "gp3"', ['io2']],
    ['keep a week of them', 'retention', 'retain_rule {\n  count = 14\n}', []],
    ['keep them 10 days', 'retention', 'RetainRule:\n  Count: 20', []],
  ])('%s (%s)', (words, label, content, missing) => {
    expect(missingFrom(words, label, content)).toEqual(missing);
  });

  it('takes a setting no file holds out of its line and says it', () => {
    const content = 'message_retention_duration = "604800s"';
    const r = honouredChecked(
      [{ phrase: 'topic', resources: ['google_pubsub_topic.t'], settings: ['retain msgs 3 days (retention)'] }],
      content,
    );
    expect(r.covered[0].settings).toBeUndefined();
    expect(r.lines.join('\n')).toMatch(/'retain msgs 3 days' \(retention: read, but no file holds 3 days/);
  });
});

/** The types an answer's files write, as they spell them. */
const typesOf = (content: string) =>
  [...content.matchAll(/^kind:\s*(\w+)|^resource\s+"(?:aws|azurerm|google|kubernetes)_(\w+)"/gm)].map((m) =>
    (m[1] ?? m[2]).toLowerCase().replace(/_/g, ''),
  );

describe('end to end: no "not covered" line quotes a type written, no honoured setting states what no file holds', () => {
  it.each<[string, Input['format'], Input['platform']]>([
    [
      'statefulset valkey, 2 replicas, valkey/valkey:8.0, 4Gi volume per pod on storage class standard-rwo, headless service, namespace kv',
      'kubernetes-yaml',
      'kubernetes',
    ],
    ['a stateful set for zookeeper: 3 pods of zookeeper:3.9 and 1Gi each', 'kubernetes-yaml', 'kubernetes'],
    [
      'deployment web, 2 replicas of nginx:1.27, service on port 80, hpa 2-6 at 70% cpu',
      'kubernetes-yaml',
      'kubernetes',
    ],
    [
      'cronjob nightly-export at 03:30, image exporter:4.2, keep 2 successful and 1 failed, concurrency forbid',
      'kubernetes-yaml',
      'kubernetes',
    ],
    ['EFS file system, encrypted, move files to IA after 14 days, general purpose mode', 'cloudformation', 'aws'],
    ['an SQS queue jobs with 4 days retention and a DLQ after 6 receives', 'terraform-aws', 'aws'],
    [
      'service bus namespace sb-pay-weu, standard tier, queue payments with max delivery 8',
      'terraform-azurerm',
      'azure',
    ],
    ['pubsub topic clicks, subscription with retain msgs 2 days and ack deadline 30s', 'terraform-google', 'gcp'],
    ['aurora postgres 15 serverless v2, min 0.5 max 8 ACU, deletion protection', 'terraform-aws', 'aws'],
    ['storage account stlogsweu01 with blob versioning and 45 days soft delete', 'bicep', 'azure'],
  ])('%s', (prompt, format, platform) => {
    const r = run(prompt, format, platform);
    const content = r.files.map((f) => f.content).join('\n');
    const types = new Set(typesOf(content));
    for (const line of r.notCovered) {
      const said = /^'(.*?)' \(/.exec(line)?.[1] ?? '';
      const existing = /existing|created new/.test(line);
      if (!existing)
        expect(
          types.has(
            said
              .toLowerCase()
              .replace(/[^a-z]/g, '')
              .replace(/s$/, ''),
          ),
        ).toBe(false);
      expect(line).not.toMatch(/the files write (\S+) there, not \1:/);
    }
    for (const c of r.covered)
      for (const s of c.settings ?? []) {
        const m = /^(.*) \(([^()]*)\)$/s.exec(s);
        if (m) expect([s, missingFrom(m[1], m[2], content)]).toEqual([s, []]);
      }
  });
});
