/**
 * A bracket right after a thing says settings of it, and the phrase goes on after the bracket: its
 * commas split nothing and the name written after it is still the thing's name (issue 24).
 */
import fc from 'fast-check';
import { type Cloud } from '../model/types';
import { bracketAt, bracketsOf } from './brackets';
import { splitClausesAt } from './text';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => ({
    kind: m.kind,
    names: m.names,
    flags: [...m.attrs.flags].sort(),
    tier: m.attrs.tier,
  }));

describe('bracket groups', () => {
  it('finds short one-line groups only', () => {
    const text = 'a plan (Linux, S1) named x (and an unclosed one\nthen (b)';
    expect(bracketsOf(text).map(([a, b]) => text.slice(a, b))).toEqual(['(Linux, S1)', '(b)']);
    expect(bracketAt(bracketsOf('x (a, b) y'), 4)).toEqual([2, 8]);
    expect(bracketAt(bracketsOf('x (a, b) y'), 9)).toBeUndefined();
  });

  it('splits no phrase at a comma, a dash or a full stop inside a bracket', () => {
    const phrases = (t: string) => splitClausesAt(t).map((c) => c.text);
    expect(phrases('an S3 bucket (versioned, encrypted) named acme-raw, and a queue')).toEqual([
      'an S3 bucket (versioned, encrypted) named acme-raw',
      'and a queue',
    ]);
    expect(phrases('a VM (e.g. Standard_B2s - small) for tests. A disk')).toEqual([
      'a VM (e.g. Standard_B2s - small) for tests',
      'A disk',
    ]);
    // A line break always ends a phrase, even inside what looks like a bracket.
    expect(phrases('a queue (one\nand two)')).toEqual(['a queue (one', 'and two)']);
  });
});

describe("a bracket's words are settings of the thing before it, its name comes after", () => {
  it.each<[string, Cloud, ReturnType<typeof read>]>([
    [
      '- creates an App Service plan (Linux, S1) named asp-tools',
      'azure',
      [{ kind: 'azure.service_plan', names: ['asp-tools'], flags: [], tier: 'S1' }],
    ],
    [
      'Create an App Service plan (Linux) named asp-web and a web app on it',
      'azure',
      [
        { kind: 'azure.service_plan', names: ['asp-web'], flags: [], tier: undefined },
        { kind: 'azure.linux_web_app', names: [], flags: [], tier: undefined },
      ],
    ],
    [
      'An S3 bucket (versioned, encrypted) named acme-raw',
      'aws',
      [{ kind: 'aws.s3_bucket', names: ['acme-raw'], flags: ['encrypted', 'versioned'], tier: undefined }],
    ],
    [
      'we need an s3 bucket (encrypted) called "acme-logs" and an SQS queue (FIFO) called jobs',
      'aws',
      [
        { kind: 'aws.s3_bucket', names: ['acme-logs'], flags: ['encrypted'], tier: undefined },
        { kind: 'aws.sqs_queue', names: ['jobs'], flags: ['fifo'], tier: undefined },
      ],
    ],
    [
      'a GCS bucket (versioned) called media-eu',
      'gcp',
      [{ kind: 'gcp.storage_bucket', names: ['media-eu'], flags: ['versioned'], tier: undefined }],
    ],
  ])('%s (%s)', (prompt, cloud, expected) => {
    expect(read(prompt, cloud)).toEqual(expected);
  });

  it('reads a Deployment the same with its settings in a bracket before or after its name', () => {
    const model = (p: string) =>
      understand(p, 'k8s').mentions.map((m) => [m.kind, m.names, m.attrs.desired, m.attrs.image]);
    const expected = [['k8s.deployment', ['web'], 3, 'nginx:1.27']];
    expect(model('a Deployment (3 replicas, image nginx:1.27) called web').slice(0, 1)).toEqual(expected);
    expect(model('a Deployment called web (3 replicas, image nginx:1.27)').slice(0, 1)).toEqual(expected);
  });

  it('reads the same whatever the order of the clauses and the filler before them', () => {
    const clauses = [
      'an App Service plan (Linux, S1) named asp-tools',
      'a storage account (Standard, LRS) named acmedata',
      'a key vault named kv-tools',
    ];
    const model = (p: string) =>
      understand(p, 'azure')
        .mentions.map((m) => `${m.kind} ${m.names.join(',')} ${m.attrs.tier ?? ''}`)
        .sort();
    const expected = model(clauses.join('. '));
    expect(expected).toContain('azure.service_plan asp-tools S1');
    expect(expected.some((e) => e.startsWith('azure.storage_account acmedata'))).toBe(true);
    const fillers = ['', 'please add ', 'I need ', 'we also want '];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          expect(model(order.map((c, k) => filler[k] + c).join('. '))).toEqual(expected);
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('properties said inside or right before another thing are that thing only', () => {
  it('keeps "private" of "in private subnets" off the load balancer in front of them', () => {
    const flags = (p: string) =>
      Object.fromEntries(understand(p, 'aws').mentions.map((m) => [m.kind, [...m.attrs.flags].sort()]));
    for (const p of [
      'an internet-facing Network Load Balancer in front of an auto scaling group of c6i.large instances (min 2, max 4) running in private subnets',
      'an internet-facing Network Load Balancer in front of an auto scaling group of c6i.large instances running in private subnets',
    ]) {
      const f = flags(p);
      expect(f['aws.lb']).not.toContain('private');
      expect(f['aws.subnet']).toContain('private');
    }
  });

  it('a name given inside the bracket is the name of the thing before it', () => {
    expect(
      understand('an EKS node group (with name attribute set to "workers") linked to a cluster', 'aws').mentions[0]
        .names,
    ).toEqual(['workers']);
  });
});
