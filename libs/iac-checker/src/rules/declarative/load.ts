/**
 * Reads a rule.json into a Rule, refusing anything outside spec.ts's vocabulary: an unknown key, a
 * value of the wrong kind or an unknown engine is an error naming the rule and the key, so a
 * misspelt `omited` fails the rule test instead of quietly checking nothing.
 */
import { RULE_SEVERITIES } from '@infragen/contracts';
import { type Rule } from '../model';
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
  const known = ['types', 'each', 'path', 'bad', 'omitted', 'unless', 'text', 'why'];
  for (const k of Object.keys(c)) if (!known.includes(k)) throw new Error(`${where}: unknown key \`${k}\``);
  if (!isStrings(c.types) || !c.types.length) throw new Error(`${where}.types: not a list of resource types`);
  if (typeof c.path !== 'string') throw new Error(`${where}.path: not a string`);
  for (const k of ['each', 'text'])
    if (c[k] !== undefined && typeof c[k] !== 'string') throw new Error(`${where}.${k}: not a string`);
  if (c.omitted !== undefined && typeof c.omitted !== 'boolean') throw new Error(`${where}.omitted: not a boolean`);
  if (c.bad !== undefined) checkTest(`${where}.bad`, c.bad, []);
  if (c.bad === undefined && !c.omitted) throw new Error(`${where}: neither \`bad\` nor \`omitted\`: checks nothing`);
  if (c.unless !== undefined) {
    if (!Array.isArray(c.unless)) throw new Error(`${where}.unless: not a list`);
    c.unless.forEach((u, i) => {
      checkTest(`${where}.unless[${i}]`, u, ['path', 'why']);
      if (typeof (u as Json).path !== 'string') throw new Error(`${where}.unless[${i}].path: not a string`);
    });
  }
}

/** The rule a rule.json declares (`file` names it in errors). */
export function loadDataRule(json: unknown, file: string): Rule {
  if (!isObject(json)) throw new Error(`${file}: not an object`);
  const known = [...TEXTS, 'severity', 'formats', 'checks'];
  for (const k of Object.keys(json)) if (!known.includes(k)) throw new Error(`${file}: unknown key \`${k}\``);
  for (const k of TEXTS) if (typeof json[k] !== 'string') throw new Error(`${file}: \`${k}\` is not a string`);
  if (!RULE_SEVERITIES.includes(json.severity as never)) throw new Error(`${file}: unknown severity`);
  if (!isStrings(json.formats)) throw new Error(`${file}: \`formats\` is not a list`);
  if (!isObject(json.checks)) throw new Error(`${file}: \`checks\` is not an object`);
  for (const [engine, list] of Object.entries(json.checks)) {
    if (!ENGINES.includes(engine)) throw new Error(`${file}: unknown engine \`${engine}\``);
    if (typeof list === 'string') {
      if (!ENGINES.includes(list)) throw new Error(`${file}: checks.${engine} names an unknown engine`);
    } else if (!Array.isArray(list)) throw new Error(`${file}: checks.${engine} is not a list`);
    else list.forEach((c, i) => checkSetting(`${file}: checks.${engine}[${i}]`, c));
  }
  return dataRule(json as unknown as DataRuleSpec);
}
