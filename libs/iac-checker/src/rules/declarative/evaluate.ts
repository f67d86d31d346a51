/**
 * One engine for every rule written as data (rule.json): each setting check becomes `flag` over
 * the resources of its types (or over each item under `each`), with the value tests of spec.ts
 * built from the same predicates the rules in code use (helpers/settings), so a rule reads the
 * same whether it is data or code.
 */
import { defineRule, type Engine, type Resource, type Rule, type RuleContext } from '../model';
import { containers, pods } from '../helpers/pods';
import { below, flag, isFalse, isTrue, notOneOf, oneOf, type Predicate } from '../helpers/settings';
import { asNumber, asStrings, at, listAt, UNKNOWN, type Value } from '../view/node';
import { type Condition, type DataRuleSpec, type SettingCheck, type ValueTest } from './spec';

const above =
  (max: number): Predicate =>
  (v) => {
    const n = asNumber(v);
    return typeof n === 'number' && n > max;
  };
/** A string, or any string of a list (`members = [...]`), matching the pattern (with `want`) or not. */
const matching = (pattern: string, want: boolean): Predicate => {
  const re = new RegExp(pattern);
  return (v) => {
    if (typeof v === 'string') return re.test(v) === want;
    const list = Array.isArray(v) ? asStrings(v) : UNKNOWN;
    return list !== UNKNOWN && list.some((s) => re.test(s) === want);
  };
};
/** A list (or a single string) holding any of `items` (with `want`), or missing any of them (without). */
const holding = (items: string[], want: boolean): Predicate => {
  const wanted = items.map((i) => i.toLowerCase());
  return (v) => {
    const list = asStrings(v);
    if (list === UNKNOWN) return false;
    const have = new Set(list.map((s) => s.toLowerCase()));
    return want ? wanted.some((i) => have.has(i)) : wanted.some((i) => !have.has(i));
  };
};

/** An empty list or string (with `want`), or one holding something (without); a list with a reference is neither. */
const emptiness =
  (want: boolean): Predicate =>
  (v) => {
    if (v === '') return want;
    const list = Array.isArray(v) ? asStrings(v) : UNKNOWN;
    return list !== UNKNOWN && (list.length === 0) === want;
  };

/** The test as one predicate: every key written must hold. */
export function predicate(test: ValueTest): Predicate {
  const parts: Predicate[] = [];
  if (test.is !== undefined) parts.push(test.is ? isTrue : isFalse);
  if (test.oneOf) parts.push(oneOf(...test.oneOf));
  if (test.notOneOf) parts.push(notOneOf(...test.notOneOf));
  if (test.below !== undefined) parts.push(below(test.below));
  if (test.above !== undefined) parts.push(above(test.above));
  if (test.matches !== undefined) parts.push(matching(test.matches, true));
  if (test.notMatches !== undefined) parts.push(matching(test.notMatches, false));
  if (test.contains) parts.push(holding(test.contains, true));
  if (test.lacks) parts.push(holding(test.lacks, false));
  if (test.empty !== undefined) parts.push(emptiness(test.empty));
  return (v) => parts.every((p) => p(v));
}

const NOT_TESTS = new Set(['path', 'why', 'referredBy', 'at']);
const hasTest = (c: Condition) => Object.keys(c).some((k) => !NOT_TESTS.has(k));

/**
 * Holds when another resource refers to this one (`referredBy`), or when the setting is written
 * and, with a test, passes it or cannot be worked out.
 */
function holds(ctx: RuleContext, r: Resource, body: Resource['body'], c: Condition): boolean {
  if (c.referredBy) return ctx.referrers(r, c.referredBy, c.at!).length > 0;
  const node = at(body, c.path!);
  if (!node) return false;
  if (!hasTest(c)) return true;
  const v: Value = node.value();
  return v === UNKNOWN || (v !== undefined && v !== null && predicate(c)(v));
}

/** Never bad: only leaving the setting out is reported. */
const nothing: Predicate = () => false;

/**
 * `bad: {}` (no test) reports the setting whenever it is written (`null` is not writing it), even
 * as a value that cannot be worked out: a public IP given by reference is still a public IP.
 */
function written(ctx: RuleContext, r: Resource, path: string, text: string | undefined): void {
  const node = at(r.body, path);
  const v = node?.value();
  if (node && v !== undefined && v !== null) ctx.report(r, node, text);
}

/** The check on one resource. */
function settingCheck(check: SettingCheck): (ctx: RuleContext, r: Resource) => void {
  const bad = check.bad ? predicate(check.bad) : nothing;
  const opts = { omitted: check.omitted, text: check.text };
  const path = check.path;
  const judge =
    check.bad && !hasTest(check.bad)
      ? (ctx: RuleContext, r: Resource, p: string) => written(ctx, r, p, check.text)
      : (ctx: RuleContext, r: Resource, p: string) => flag(ctx, r, p, bad, opts);
  return (ctx, r) => {
    const exempt = (body: Resource['body']) => (check.unless ?? []).some((c) => holds(ctx, r, body, c));
    if (path === undefined) {
      if (!exempt(r.body)) ctx.report(r, undefined, check.text);
    } else if (!check.each) {
      if (!exempt(r.body)) judge(ctx, r, path);
    } else for (const item of listAt(r.body, check.each)) if (!exempt(item)) judge(ctx, { ...r, body: item }, path);
  };
}

/**
 * An engine's checks, run resource by resource: checks written one after another over the same
 * types judge each resource in turn, so its findings come together, as a loop in code would give them.
 */
function engineCheck(checks: SettingCheck[]): (ctx: RuleContext) => void {
  const groups: { over: string; parts: ReturnType<typeof settingCheck>[] }[] = [];
  for (const c of checks) {
    const over = c.of ?? c.types!.join();
    const last = groups[groups.length - 1];
    if (last && last.over === over) last.parts.push(settingCheck(c));
    else groups.push({ over, parts: [settingCheck(c)] });
  }
  return (ctx) => {
    for (const g of groups) for (const r of subjects(ctx, g.over)) for (const part of g.parts) part(ctx, r);
  };
}

/**
 * What a group of checks judges: resources of the types, or each pod specification or container
 * of the workloads (as a resource whose body is that spec or container, so a finding names the workload).
 */
function subjects(ctx: RuleContext, over: string): Resource[] {
  if (over === 'pods') return pods(ctx).map((p) => ({ ...p.resource, body: p.spec }));
  if (over === 'containers') return containers(ctx).map((c) => ({ ...c.pod.resource, body: c.node }));
  return ctx.resources(...over.split(','));
}

/** A rule written as data, as the Rule the engine runs. */
export function dataRule(spec: DataRuleSpec): Rule {
  const checks: Partial<Record<Engine, (ctx: RuleContext) => void>> = {};
  for (const [engine, list] of Object.entries(spec.checks) as [Engine, SettingCheck[] | Engine][]) {
    const own = typeof list === 'string' ? spec.checks[list] : list;
    if (!Array.isArray(own)) throw new Error(`${spec.id}: checks.${engine} names ${String(list)}, which has no checks`);
    checks[engine] = engineCheck(own);
  }
  const { checks: _data, ...meta } = spec;
  return defineRule({ ...meta, checks });
}
