/**
 * Values stated of a thing are its settings, never things of their own (issue 24, reading classes):
 * a Secret a variable is read from, an environment variable's name, a storage account's
 * hierarchical namespace, a name given before a parenthetical about the same thing.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);

describe('an environment variable read from a Secret that exists', () => {
  it.each<[string, { variable?: string; secret: string; key?: string }]>([
    [
      'a Deployment billing running ghcr.io/acme/billing:3; STRIPE_KEY comes from the existing Secret stripe-auth (key: api)',
      { variable: 'STRIPE_KEY', secret: 'stripe-auth', key: 'api' },
    ],
    [
      'Run MySQL as a StatefulSet named sql; the password is read from a Secret called sql-root which already exists',
      { secret: 'sql-root' },
    ],
  ])('%s', (prompt, expected) => {
    const workload = understand(prompt, 'k8s').mentions.find((m) => /deployment|stateful_set/.test(m.kind));
    expect(workload?.attrs.secretEnv).toEqual([{ variable: undefined, key: undefined, ...expected }]);
  });

  it('reads a cloud secret service as a grant, not a Kubernetes Secret variable', () => {
    const intent = understand('an ECS service whose DB_PASS comes from the secret orders-db in Secrets Manager', 'aws');
    expect(intent.mentions.some((m) => m.attrs.secretEnv)).toBe(false);
  });

  it("reads no workload or database from the variable's name", () => {
    expect(kinds('a Deployment web running nginx, its CACHE_DB_URL from the Secret cache-conf', 'k8s')).not.toContain(
      'k8s.stateful_set',
    );
    expect(kinds('a Lambda function with LOG_LEVEL=info', 'aws')).toEqual(['aws.lambda_function']);
  });
});

describe("a storage account's hierarchical namespace", () => {
  it.each<[string, boolean]>([
    ['a storage account for the lake, hierarchical namespace enabled', true],
    ['an ADLS Gen2 storage account for raw events', true],
    ['a storage account with no hierarchical namespace', false],
  ])('%s', (prompt, on) => {
    const intent = understand(prompt, 'azure');
    expect(kinds(prompt, 'azure')).toEqual(['azure.storage_account']);
    const found = [...intent.mentions.flatMap((m) => m.settings), ...(intent.unapplied ?? [])];
    expect(JSON.stringify(found)).toContain(`"hierarchicalNamespace":${on}`);
  });
});

describe('a name given before a parenthetical about the same thing', () => {
  it('names the thing, and the parenthetical adds none', () => {
    const intent = understand('a storage account named acmelake (StorageV2) in westeurope', 'azure');
    expect(intent.mentions[0].names).toEqual(['acmelake']);
  });
});

describe('names and the words said after them', () => {
  it('ends a list of names at a participle that a preposition follows', () => {
    const intent = understand('an SQS queue called invoices, subscribed to the billing SNS topic', 'aws');
    expect(intent.mentions.map((m) => [m.kind, m.names])).toEqual([
      ['aws.sqs_queue', ['invoices']],
      ['aws.sns_topic', []],
    ]);
  });

  it('keeps a list of names ending in -ed or -ing words when nothing goes on from them', () => {
    const [queue] = understand('SQS queues named billing, shipping and returned', 'aws').mentions;
    expect(queue.names).toEqual(['billing', 'shipping', 'returned']);
  });

  it('says a setting with the names as written, never the reading placeholders', () => {
    const intent = understand('a Deployment api running nginx; the token is read from a Secret called api-auth', 'k8s');
    const said = intent.mentions.flatMap((m) => m.settings.map((s) => s.text)).join(' ');
    expect(said).toContain('api-auth');
    expect(said).not.toMatch(/q\u00a7/);
  });
});

describe('what a thing is for names it only when that is an app, not another thing read', () => {
  it('reads "a template for an internal Application Load Balancer" with no name "internal"', () => {
    const intent = understand('a template for an internal Application Load Balancer', 'aws');
    expect(intent.mentions.every((m) => !m.names.includes('internal'))).toBe(true);
  });

  it('still names a log group by the service it is for', () => {
    expect(understand('a log group for the invoicing service', 'aws').mentions[0].names).toEqual(['invoicing']);
  });
});
