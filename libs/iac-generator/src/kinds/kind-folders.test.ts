/**
 * The kind folders (kinds/<cloud>/<kind-name>/) and the registries generated from them by
 * scripts/kinds-registry.mjs: the registries are current, a kind.json the format does not know is
 * refused, every folder's kind, writers, vocabulary and existing meaning reach the tables the
 * generator runs, and a folder's phrases are its own, so where its rows sit in the vocabulary never
 * changes what a request means.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyAttrs, type Component } from '../model/types';
import { EXISTING } from '../model/existing';
import { CONCEPTS } from '../understand/vocabulary';
import { FAMILIES } from '../understand/settings';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';
import { AWS_KINDS } from './aws';
import { AWS_TERRAFORM_WRITERS } from './aws/terraform';
import { AWS_CLOUDFORMATION_WRITERS } from './aws/cloudformation';
import { FOLDER_KINDS } from './aws/kinds.generated';
import { FOLDER_TERRAFORM } from './aws/terraform/kinds.generated';
import { FOLDER_CLOUDFORMATION } from './aws/cloudformation/kinds.generated';
import { AZURE_KINDS } from './azure';
import { AZURE_TERRAFORM_WRITERS } from './azure/terraform';
import { AZURE_ARM_WRITERS } from './azure/arm';
import { GCP_KINDS } from './gcp';
import { GCP_TERRAFORM_WRITERS } from './gcp/terraform';
import { K8S_KINDS } from './k8s';
import { K8S_MANIFEST_WRITERS } from './k8s/manifests';
import * as azureFolders from './azure/kinds.generated';
import * as azureTerraform from './azure/terraform/kinds.generated';
import * as azureArm from './azure/arm/kinds.generated';
import * as gcpFolders from './gcp/kinds.generated';
import * as gcpTerraform from './gcp/terraform/kinds.generated';
import * as k8sFolders from './k8s/kinds.generated';
import * as k8sManifests from './k8s/manifests/kinds.generated';
import { decide as kinesisDecisions } from './aws/kinesis-stream/decide';
import { decide as queueDecisions } from './aws/sqs-queue/decide';

const ROOT = join(__dirname, '../../../..');
const kindFolders = (cloud: string) =>
  readdirSync(join(__dirname, cloud)).filter((name) => existsSync(join(__dirname, cloud, name, 'kind.json')));

describe('the kind folders', () => {
  it('have registries that are what scripts/kinds-registry.mjs writes', () => {
    expect(() =>
      execFileSync(process.execPath, [join(ROOT, 'scripts/kinds-registry.mjs'), '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  describe('refuse a kind.json the format does not know', () => {
    let at: string;
    beforeEach(() => (at = mkdtempSync(join(tmpdir(), 'kind-folders-'))));
    afterEach(() => rmSync(at, { recursive: true, force: true }));
    // Another kinds/ folder: the registries the script writes go beside it, in the test's folder.
    const registry = (folder: string, data: object, write = false) => {
      mkdirSync(join(at, 'kinds/aws', folder), { recursive: true });
      writeFileSync(join(at, 'kinds/aws', folder, 'kind.json'), JSON.stringify(data));
      const args = [
        join(ROOT, 'scripts/kinds-registry.mjs'),
        ...(write ? [] : ['--check']),
        '--kinds',
        join(at, 'kinds'),
      ];
      try {
        execFileSync(process.execPath, args, { stdio: 'pipe' });
        return '';
      } catch (e) {
        return String((e as { stderr: Buffer }).stderr);
      }
    };
    const queue = { kind: 'aws.sqs_queue', title: 'SQS queue', label: 'jobs' };

    it('a field it does not have', () => {
      expect(registry('sqs-queue', { ...queue, phrases: ['sqs'] })).toContain(
        'aws/sqs-queue/kind.json: no field phrases in a kind.json',
      );
    });
    it('a kind that is not its folder', () => {
      expect(registry('sns-topic', queue)).toContain(
        "aws/sns-topic/kind.json: its kind is aws.sqs_queue, the folder's is aws.sns_topic",
      );
    });
    it('planning rows beside a plan.ts', () => {
      mkdirSync(join(at, 'kinds/aws/sqs-queue'), { recursive: true });
      writeFileSync(join(at, 'kinds/aws/sqs-queue/plan.ts'), 'export const needs = () => undefined;');
      expect(registry('sqs-queue', { ...queue, needs: [] })).toContain('planning rows and a plan.ts');
    });
    it('and reads a well-formed one (the registry is then only not written yet)', () => {
      expect(registry('sqs-queue', queue)).toContain('is not current');
    });
    it("writes a concept's `requires`, a RegExp's source in the data, as the RegExp", () => {
      const concepts = [{ phrases: ['sqs'], aws: 'aws.sqs_queue', requires: '\\bfifo/lifo\\b' }];
      mkdirSync(join(at, 'vocabulary'));
      expect(registry('sqs-queue', { ...queue, concepts }, true)).toBe('');
      expect(readFileSync(join(at, 'vocabulary/kinds.generated.ts'), 'utf8')).toContain(
        'requires: /\\bfifo\\/lifo\\b/',
      );
    });
  });

  it('reach the AWS tables: one planning record per folder, and its writers by kind id', () => {
    expect(FOLDER_KINDS).toHaveLength(kindFolders('aws').length);
    for (const k of FOLDER_KINDS) {
      expect(AWS_KINDS.get(k.kind)?.title).toBe(k.title);
      if (FOLDER_TERRAFORM[k.kind]) expect(AWS_TERRAFORM_WRITERS.get(k.kind)).toBe(FOLDER_TERRAFORM[k.kind]);
      if (FOLDER_CLOUDFORMATION[k.kind])
        expect(AWS_CLOUDFORMATION_WRITERS.get(k.kind)).toBe(FOLDER_CLOUDFORMATION[k.kind]);
    }
    // Every AWS kind has a Terraform writer (writer-tables.test.ts); a folder is no exception.
    for (const k of FOLDER_KINDS) expect(FOLDER_TERRAFORM[k.kind]).toBeDefined();
  });

  // Settings are looked up by the kind id without its cloud: two clouds' kinds of one name (every
  // cloud's `catalogue`) must declare the same families.
  it('declare only settings families that exist, and take exactly those', () => {
    for (const v of KIND_VOCABULARY.filter((v) => v.settings)) {
      const bare = v.kind.slice(v.kind.indexOf('.') + 1);
      expect(v.settings?.filter((f) => !(f in FAMILIES))).toEqual([]);
      const taken = Object.entries(FAMILIES).filter(([f, family]) => f !== 'existing' && family.test(bare));
      expect(taken.map(([f]) => f).sort()).toEqual([...(v.settings ?? [])].sort());
    }
  });

  it.each([
    [
      'azure',
      azureFolders.FOLDER_KINDS,
      AZURE_KINDS,
      [
        [azureTerraform.FOLDER_TERRAFORM, AZURE_TERRAFORM_WRITERS],
        [azureArm.FOLDER_ARM, AZURE_ARM_WRITERS],
      ],
    ],
    ['gcp', gcpFolders.FOLDER_KINDS, GCP_KINDS, [[gcpTerraform.FOLDER_TERRAFORM, GCP_TERRAFORM_WRITERS]]],
    ['k8s', k8sFolders.FOLDER_KINDS, K8S_KINDS, [[k8sManifests.FOLDER_MANIFESTS, K8S_MANIFEST_WRITERS]]],
  ] as const)(
    'reach the %s tables: one planning record per folder, and its writers by kind id',
    (cloud, folders, kinds, writers) => {
      expect(folders).toHaveLength(kindFolders(cloud).length);
      for (const k of folders) {
        expect(kinds.get(k.kind)?.title).toBe(k.title);
        for (const [own, table] of writers)
          if ((own as Record<string, unknown>)[k.kind])
            expect((table as ReadonlyMap<string, unknown>).get(k.kind)).toBe((own as Record<string, unknown>)[k.kind]);
      }
    },
  );

  it('say what "existing" means once, in kind.json, and model/existing.ts reads it', () => {
    for (const v of KIND_VOCABULARY.filter((v) => v.existing)) expect(EXISTING[v.kind]).toBe(v.existing);
  });

  it("name their own kind only, with phrases no other vocabulary row has (so a row's place changes nothing)", () => {
    const own = new Set(KIND_VOCABULARY.flatMap((v) => v.concepts ?? []));
    const elsewhere = new Set(CONCEPTS.filter((c) => !own.has(c)).flatMap((c) => c.phrases));
    for (const v of KIND_VOCABULARY)
      for (const concept of v.concepts ?? []) {
        expect(concept.phrases.filter((p) => elsewhere.has(p))).toEqual([]);
        const kinds = [concept.aws, concept.azure, concept.gcp, concept.k8s].filter((k) => k !== undefined);
        expect(kinds).toEqual([v.kind]);
      }
    const phrases = KIND_VOCABULARY.flatMap((v) => (v.concepts ?? []).flatMap((c) => c.phrases));
    expect(phrases.length).toBe(new Set(phrases).size);
    for (const concept of own) expect(CONCEPTS).toContain(concept);
  });
});

describe("a kind's decisions are made once for every format", () => {
  const stream = (attrs: Partial<Component['attrs']>): Component => ({
    id: 'events',
    kind: 'aws.kinesis_stream',
    attrs: { ...emptyAttrs(), ...attrs },
    ref: {},
    config: {},
  });
  it.each([
    ['no retention stated: one day', {}, 24, false, undefined],
    ['7 days', { retentionDays: 7 }, 168, false, undefined],
    ['2 years is clamped to 365 days', { retentionDays: 730 }, 8760, false, undefined],
    ['an hour is raised to a day', { retentionDays: 1 / 24 }, 24, false, undefined],
    ['4 shards: provisioned', { shards: 4 }, 24, true, 4],
    ['provisioned capacity without shards: one shard', { capacityMode: 'provisioned' as const }, 24, true, 1],
  ])('Kinesis stream, %s', (_, attrs, hours, provisioned, shards) => {
    expect(kinesisDecisions(stream(attrs))).toEqual({ retentionHours: hours, provisioned, shards });
  });

  const queue = (flags: string[], attrs: Partial<Component['attrs']> = {}): Component => ({
    id: 'jobs',
    kind: 'aws.sqs_queue',
    attrs: { ...emptyAttrs(), ...attrs, flags: new Set(flags) as Component['attrs']['flags'] },
    ref: {},
    config: {},
  });
  it.each([
    ['a plain queue', queue([]), { fifo: undefined, deadLetter: false, retentionSeconds: undefined }],
    ['FIFO with content deduplication', queue(['fifo', 'contentDedup']), { fifo: true, contentDedup: true }],
    ['kept 30 days is clamped to 14', queue([], { retentionDays: 30 }), { retentionSeconds: 1209600 }],
    ['3 receives before a dead-letter queue', queue([], { maxReceives: 3 }), { deadLetter: true, maxReceives: 3 }],
  ])('SQS queue, %s', (_, c, expected) => {
    expect(queueDecisions(c, { first: () => c })).toMatchObject(expected);
  });
});
