/**
 * Reads the resources of Terraform files through the checker's HCL parser, as the JSON Terraform's
 * tooling writes (hcl2json's shape; @infragen/iac-checker/parse). References to input variables
 * and locals are replaced by their values where the
 * configuration gives them (a variable's default, a local's literal), so a setting written as
 * `runtime = var.runtime` with `default = "nodejs20.x"` reads as nodejs20.x.
 */
import { parseHclJson } from '@infragen/iac-checker/parse';
import { type OutputFile, type ReadResult, type Resource } from '../types';
import { terraformViews } from './kubernetes-kinds';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Values the configuration gives for `var.x` and `local.x`. */
function knownValues(docs: Json[]): Map<string, unknown> {
  const known = new Map<string, unknown>();
  for (const doc of docs) {
    const variables = isObject(doc.variable) ? doc.variable : {};
    for (const [name, blocks] of Object.entries(variables)) {
      const block = Array.isArray(blocks) ? blocks[0] : blocks;
      if (isObject(block) && block.default !== undefined) known.set(`var.${name}`, block.default);
    }
    for (const locals of Array.isArray(doc.locals) ? doc.locals : [])
      if (isObject(locals)) for (const [name, v] of Object.entries(locals)) known.set(`local.${name}`, v);
  }
  return known;
}

const WHOLE_REF = /^\$\{\s*((?:var|local)\.[\w-]+)\s*\}$/;
const INNER_REF = /\$\{\s*((?:var|local)\.[\w-]+)\s*\}/g;

function resolve(value: unknown, known: Map<string, unknown>, depth = 0): unknown {
  if (depth > 8) return value;
  if (typeof value === 'string') {
    const whole = WHOLE_REF.exec(value);
    if (whole && known.has(whole[1])) return resolve(known.get(whole[1]), known, depth + 1);
    return value.replace(INNER_REF, (text, ref: string) => {
      const v = known.get(ref);
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : text;
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, known, depth + 1));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, known, depth + 1)]));
  return value;
}

/** Instances a block declares: its count, the size of a literal for_each, else one. */
function instancesOf(body: Json): number {
  if (typeof body.count === 'number') return body.count;
  if (typeof body.count === 'string' && /^\d+$/.test(body.count)) return Number(body.count);
  const each = body.for_each;
  if (Array.isArray(each)) return each.length;
  if (isObject(each)) return Object.keys(each).length;
  if (typeof each === 'string') {
    const list = /^\$\{\s*toset\(\s*\[(.*)\]\s*\)\s*\}$/s.exec(each);
    if (list) return list[1].split(',').filter((s) => s.trim()).length;
  }
  return 1;
}

export async function readHcl(files: readonly OutputFile[]): Promise<ReadResult> {
  const docs: { file: string; doc: Json }[] = [];
  const errors: string[] = [];
  for (const f of files.filter((f) => f.path.endsWith('.tf'))) {
    try {
      docs.push({ file: f.path, doc: (await parseHclJson(f.path, f.content)) as Json });
    } catch (e) {
      errors.push(`${f.path}: ${String(e).slice(0, 300)}`);
    }
  }
  const known = knownValues(docs.map((d) => d.doc));
  const resources: Resource[] = [];
  for (const { file, doc } of docs) {
    if (!isObject(doc.resource)) continue;
    for (const [type, byName] of Object.entries(doc.resource)) {
      if (!isObject(byName)) continue;
      for (const [name, blocks] of Object.entries(byName))
        for (const block of Array.isArray(blocks) ? blocks : [blocks]) {
          if (!isObject(block)) continue;
          const body = resolve(block, known) as Json;
          resources.push({ file, name, views: terraformViews(type, body), instances: instancesOf(body) });
        }
    }
  }
  return { resources, parses: errors.length === 0, errors };
}
