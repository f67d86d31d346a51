/**
 * A kind declares every settings family its writers write (kind.json `settings`, decision 038): a
 * setting attaches only to a kind that declares its family, so a family a writer reads but the kind
 * does not declare is written for nobody, and the answer calls it "not covered" although the writer
 * would have written it (issue 24, class 4: a Key Vault's soft-delete days, a Deployment's
 * maxUnavailable, a replication group's replicas).
 *
 * Each kind with a folder is planned alone in every format of its cloud, rendered with the read
 * tracking on (plan/track-reads.ts), and every attribute its writers read that a settings family
 * sets must belong to a family the kind declares. The attributes each family sets are learnt from
 * the families' own examples (settings/settings-examples.test.ts runs them), so a new family or a
 * new writer read is checked without a list here. An attribute read with nothing stated is still a
 * read: a writer reads what it would write. Two kinds of read are not the kind's: the yes/no words a
 * phrase sets on every component in it (understand/attributes.ts: "public", "https"), which need no
 * family, and looks across the whole plan (a namespace's pod-security level looks at every pod's
 * hostNetwork), told apart by a probe component of another kind planned beside it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type FormatId } from '@infragen/contracts';
import { emptyAttrs, type Cloud } from '../model/types';
import { Planner } from '../plan/planner';
import { trackReads } from '../plan/track-reads';
import { targetFor } from './formats';
import { FLAG_PATTERNS } from '../understand/attributes';
import { type Rule, readSettings } from '../understand/settings';
import { KIND_VOCABULARY } from '../vocabulary/kinds.generated';

const FORMATS: Record<Cloud, FormatId[]> = {
  aws: ['terraform-aws', 'cloudformation'],
  azure: ['terraform-azurerm', 'arm', 'bicep'],
  gcp: ['terraform-google'],
  k8s: ['kubernetes-yaml', 'terraform-kubernetes'],
};

// Read to say which resource or how it is referred to, never a setting a request states of it.
const NOT_SETTINGS = new Set(['existing']);

/** Attribute (or `flag:<name>`) -> the families whose examples set it; flags any phrase sets are not kept. */
function familiesByAttribute(): Map<string, Set<string>> {
  const dir = join(__dirname, '../understand/settings');
  const texts = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the family files are found, not listed
    .flatMap((f) => Object.values(require(join(dir, f)) as Record<string, unknown>))
    .filter((v): v is Rule[] => Array.isArray(v) && v.every((r) => (r as Rule)?.re instanceof RegExp))
    .flat()
    .flatMap((r) => Object.keys(r.examples?.reads ?? {}));
  const by = new Map<string, Set<string>>();
  for (const found of texts.flatMap((t) => readSettings(t))) {
    if (!found.family || NOT_SETTINGS.has(found.family)) continue;
    const keys = [
      ...Object.keys(found.values).filter((k) => found.values[k as keyof typeof found.values] !== undefined),
      ...(found.flags ?? []).map((f) => `flag:${f}`),
    ];
    for (const k of keys) by.set(k, (by.get(k) ?? new Set()).add(found.family));
  }
  for (const [flag] of FLAG_PATTERNS) by.delete(`flag:${flag}`);
  return by;
}

const BY_ATTRIBUTE = familiesByAttribute();

interface Case {
  kind: string;
  format: FormatId;
  declared: readonly string[];
}

const cases: Case[] = KIND_VOCABULARY.flatMap((v) => {
  const cloud = v.kind.slice(0, v.kind.indexOf('.')) as Cloud;
  return (FORMATS[cloud] ?? [])
    .filter((format) => targetFor(cloud, format)?.kinds.has(v.kind))
    .map((format) => ({ kind: v.kind, format, declared: v.settings ?? [] }));
});

// Kinds planned beside the one tested, whose writers take no settings the others' looks would read.
const PROBES: Record<Cloud, [string, string]> = {
  aws: ['aws.iam_group', 'aws.key_pair'],
  azure: ['azure.resource_group', 'azure.dns_zone'],
  gcp: ['gcp.service_account', 'gcp.pubsub_topic'],
  k8s: ['k8s.config_map', 'k8s.secret'],
};

/**
 * The attributes the writers of `format` read from a component of `kind`, less those also read from
 * the probe beside it (looks across the plan, not this kind's writing).
 */
function readsOf(kind: string, format: FormatId): string[] {
  const cloud = kind.slice(0, kind.indexOf('.')) as Cloud;
  const target = targetFor(cloud, format)!;
  const plan = new Planner(cloud, emptyAttrs(), target.kinds);
  const c = plan.add(kind, { phrase: 0 });
  const probe = plan.add(
    PROBES[cloud].find((p) => p !== kind)!,
    { phrase: 1 },
  );
  plan.expand();
  const reads = trackReads(plan.components);
  target.render(plan);
  const acrossThePlan = reads.get(probe) ?? new Set();
  return [...(reads.get(c) ?? [])].filter((attr) => !acrossThePlan.has(attr));
}

describe('kinds declare the settings families their writers write', () => {
  it('learns the attributes of the families from their examples', () => {
    expect(BY_ATTRIBUTE.get('desired')?.has('replicas')).toBe(true);
    expect(BY_ATTRIBUTE.get('retentionDays')?.has('retention')).toBe(true);
    expect(cases.length).toBeGreaterThan(200);
  });

  it.each(cases.map((c) => [`${c.kind} (${c.format})`, c] as const))('%s', (_name, { kind, format, declared }) => {
    const undeclared = readsOf(kind, format)
      .filter((attr) => BY_ATTRIBUTE.has(attr))
      .filter((attr) => ![...BY_ATTRIBUTE.get(attr)!].some((f) => declared.includes(f)))
      .map((attr) => `${attr} (${[...BY_ATTRIBUTE.get(attr)!].join(' or ')})`);
    expect(undeclared).toEqual([]);
  });
});
