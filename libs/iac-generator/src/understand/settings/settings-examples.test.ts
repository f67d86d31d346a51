/**
 * Every example of every settings family, run twice: through the rule itself (its pattern matches and
 * it reads the values listed) and through `readSettings` (no rule tried earlier takes the words, so
 * the request really reads so). A phrasing a rule must leave is read with no setting of its family.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Found, type Rule, readSettings } from '../settings';

interface Case {
  /** The file and the group it exports ("retention.ts RETENTION_3"). */
  file: string;
  rule: Rule;
  index: number;
}

// A family file's groups of rules; its other exports (word lists shared by rules) are not rules.
const isRules = (v: unknown): v is Rule[] =>
  Array.isArray(v) && v.every((r) => typeof r === 'object' && r !== null && (r as Rule).re instanceof RegExp);

const cases: Case[] = readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the family files are found, not listed, so a new one is run too
    Object.entries(require(join(__dirname, file)) as Record<string, unknown>)
      .filter((entry): entry is [string, Rule[]] => isRules(entry[1]))
      .flatMap(([group, rules]) => rules.map((rule, index) => ({ file: `${file} ${group}`, rule, index }))),
  );

// What a family's setting is known by: its family, or its label for the settings that have none.
const keyOf = (f: Pick<Found, 'family' | 'label'>) => f.family ?? `label:${f.label}`;

/** What the rule alone reads in `text`: the first match it reads something from. */
function ruleReads(rule: Rule, text: string) {
  if (rule.when && !rule.when.test(text)) return undefined;
  for (const m of text.matchAll(rule.re)) {
    const read = rule.read(m, text);
    if (read) return read;
  }
  return undefined;
}

describe('settings families: every rule has its examples', () => {
  it('finds the family files', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [`${c.file} #${c.index + 1}`, c] as const))('%s', (_name, { rule }) => {
    expect(rule.examples).toBeDefined();
    expect(Object.keys(rule.examples?.reads ?? {}).length).toBeGreaterThan(0);
  });
});

describe('settings families: examples', () => {
  const reads = cases.flatMap(({ file, rule, index }) =>
    Object.entries(rule.examples?.reads ?? {}).map(
      ([text, values]) => [`${file} #${index + 1}: ${text}`, rule, text, values] as const,
    ),
  );
  it.each(reads)('reads %s', (_name, rule, text, values) => {
    const own = ruleReads(rule, text);
    expect(own?.values).toMatchObject(values);
    const all = readSettings(text).filter((f) => own && keyOf(f) === keyOf(own));
    expect(all.map((f) => f.values)).toContainEqual(expect.objectContaining(values));
  });

  const leaves = cases.flatMap(({ file, rule, index }) => {
    const text = Object.keys(rule.examples?.reads ?? {})[0];
    const own = text === undefined ? undefined : ruleReads(rule, text);
    return (rule.examples?.leaves ?? []).map((left) => [`${file} #${index + 1}: ${left}`, own, left] as const);
  });
  it.each(leaves)('leaves %s', (_name, own, text) => {
    expect(own).toBeDefined();
    const mine = readSettings(text).filter((f) => own && keyOf(f) === keyOf(own));
    expect(mine).toEqual([]);
  });
});
