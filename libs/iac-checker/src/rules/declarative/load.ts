/**
 * Reads a rule folder's rule.json into a Rule, refusing anything outside spec.ts's vocabulary: an
 * unknown key, a value of the wrong kind or an unknown engine is an error naming the rule and the
 * key, so a misspelt `omited` fails the rule test instead of quietly checking nothing. Every rule
 * has its metadata there; its checks are either in the same file, as data, or, for a rule that
 * needs real logic, in rule.ts beside it (`codeRule`).
 */
import { RULE_SEVERITIES } from '@infragen/contracts';
import { defineRule, type Engine, type Rule, type RuleContext } from '../model';
import { dataRule } from './evaluate';
import { type DataRuleSpec } from './spec';

const ENGINES = ['terraform', 'cloudformation', 'arm', 'bicep', 'kubernetes'];
const TEXTS = ['id', 'title', 'rationale', 'remediation'];
const TESTS: Record<string, 'boolean' | 'number' | 'string' | 'strings'> = {
  is: 'boolean',
  oneOf: 'strings',
  notOneOf: 'strings',
  below: 'number',
  above: 'number',
  matches: 'string',
  notMatches: 'string',
  contains: 'strings',
  lacks: 'strings',
  empty: 'boolean',
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function kindOk(v: unknown, kind: (typeof TESTS)[string]): boolean {
  return kind === 'strings' ? isStrings(v) : typeof v === kind;
}

function checkTest(where: string, test: unknown, extra: string[]): void {
  if (!isObject(test)) throw new Error(`${where}: not an object`);
  for (const [k, v] of Object.entries(test)) {
    if (extra.includes(k)) continue;
    if (!(k in TESTS)) throw new Error(`${where}: unknown test \`${k}\``);
    if (!kindOk(v, TESTS[k])) throw new Error(`${where}.${k}: not a ${TESTS[k]}`);
    if (k === 'matches' || k === 'notMatches') new RegExp(v as string);
  }
}

function checkSetting(where: string, c: unknown): void {
  if (!isObject(c)) throw new Error(`${where}: not an object`);
  const known = ['types', 'of', 'each', 'path', 'bad', 'omitted', 'unless', 'text', 'why'];
  for (const k of Object.keys(c)) if (!known.includes(k)) throw new Error(`${where}: unknown key \`${k}\``);
  if (c.of !== undefined) {
    if (c.of !== 'pods' && c.of !== 'containers') throw new Error(`${where}.of: not "pods" or "containers"`);
    if (c.types !== undefined) throw new Error(`${where}: \`of\` and \`types\` both given`);
  } else if (!isStrings(c.types) || !c.types.length) throw new Error(`${where}.types: not a list of resource types`);
  if (c.path === undefined) {
    if (c.bad !== undefined || c.omitted !== undefined || c.each !== undefined)
      throw new Error(`${where}: without a path, the resource itself is reported: no \`bad\`, \`omitted\` or \`each\``);
  } else if (typeof c.path !== 'string') throw new Error(`${where}.path: not a string`);
  for (const k of ['each', 'text'])
    if (c[k] !== undefined && typeof c[k] !== 'string') throw new Error(`${where}.${k}: not a string`);
  if (c.omitted !== undefined && typeof c.omitted !== 'boolean') throw new Error(`${where}.omitted: not a boolean`);
  if (c.bad !== undefined) checkTest(`${where}.bad`, c.bad, []);
  if (c.path !== undefined && c.bad === undefined && !c.omitted)
    throw new Error(`${where}: neither \`bad\` nor \`omitted\`: checks nothing`);
  if (c.unless !== undefined) {
    if (!Array.isArray(c.unless)) throw new Error(`${where}.unless: not a list`);
    c.unless.forEach((u, i) => {
      const at = `${where}.unless[${i}]`;
      checkTest(at, u, ['path', 'why', 'referredBy', 'at']);
      const cond = u as Json;
      if (cond.referredBy !== undefined) {
        if (!isStrings(cond.referredBy) || typeof cond.at !== 'string' || cond.path !== undefined)
          throw new Error(`${at}: \`referredBy\` takes a list of types and \`at\`, without \`path\``);
      } else if (typeof cond.path !== 'string') throw new Error(`${at}.path: not a string`);
    });
  }
}

/** The metadata every rule.json has; `checks` are checked by the caller. */
function checkMeta(json: unknown, file: string): Json {
  if (!isObject(json)) throw new Error(`${file}: not an object`);
  const known = [...TEXTS, 'remediationFor', 'severity', 'formats', 'checks'];
  for (const k of Object.keys(json)) if (!known.includes(k)) throw new Error(`${file}: unknown key \`${k}\``);
  for (const k of TEXTS) if (typeof json[k] !== 'string') throw new Error(`${file}: \`${k}\` is not a string`);
  if (json.remediationFor !== undefined) {
    if (!isObject(json.remediationFor)) throw new Error(`${file}: \`remediationFor\` is not an object`);
    for (const [engine, text] of Object.entries(json.remediationFor)) {
      if (!ENGINES.includes(engine)) throw new Error(`${file}: remediationFor names an unknown engine \`${engine}\``);
      if (typeof text !== 'string') throw new Error(`${file}: remediationFor.${engine} is not a string`);
    }
  }
  if (!RULE_SEVERITIES.includes(json.severity as never)) throw new Error(`${file}: unknown severity`);
  if (!isStrings(json.formats)) throw new Error(`${file}: \`formats\` is not a list`);
  return json;
}

const fileOf = (json: unknown) => `rule.json of ${isObject(json) ? String(json.id) : 'a rule'}`;

/** The rule a rule.json declares with its checks as data. */
export function loadDataRule(json: unknown, file = fileOf(json)): Rule {
  const meta = checkMeta(json, file);
  if (!isObject(meta.checks)) throw new Error(`${file}: \`checks\` is not an object`);
  for (const [engine, list] of Object.entries(meta.checks)) {
    if (!ENGINES.includes(engine)) throw new Error(`${file}: unknown engine \`${engine}\``);
    if (typeof list === 'string') {
      if (!ENGINES.includes(list)) throw new Error(`${file}: checks.${engine} names an unknown engine`);
    } else if (!Array.isArray(list)) throw new Error(`${file}: checks.${engine} is not a list`);
    else list.forEach((c, i) => checkSetting(`${file}: checks.${engine}[${i}]`, c));
  }
  return dataRule(meta as unknown as DataRuleSpec);
}

/** The rule of a folder whose rule.json holds the metadata and whose rule.ts holds the checks, in code. */
export function codeRule(json: unknown, checks: Partial<Record<Engine, (ctx: RuleContext) => void>>): Rule {
  const file = fileOf(json);
  const meta = checkMeta(json, file);
  if (meta.checks !== undefined) throw new Error(`${file}: checks are in rule.ts, not also in rule.json`);
  return defineRule({ ...(meta as unknown as Omit<DataRuleSpec, 'checks'>), checks });
}
