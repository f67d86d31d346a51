/**
 * Reads the resources of Bicep files through their declarations (bicep-declarations.ts, over the
 * checker's Bicep parser: one Bicep parser for product, tests and evaluation). A param with a default (or a value in a .bicepparam
 * file) and a var read as their values where the body names them, `${name}` inside strings too;
 * `existing` resources are references, not produced resources, and are left out.
 */
import { type OutputFile, type ReadResult, type Resource } from '../types';
import { BicepSyntaxError, bicepDeclarations, type BicepDeclarations } from './bicep-declarations';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function resolve(value: unknown, known: Map<string, unknown>, depth = 0): unknown {
  if (depth > 12) return value;
  if (typeof value === 'string')
    return value.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (text, name: string) => {
      const v = known.get(name);
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : text;
    });
  if (Array.isArray(value)) return value.map((v) => resolve(v, known, depth + 1));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'expr' && typeof value.expr === 'string') {
    if (IDENTIFIER.test(value.expr) && known.has(value.expr)) return resolve(known.get(value.expr), known, depth + 1);
    return value;
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, known, depth + 1)]));
}

/** A loop's instances: range(a, n) gives n, a literal list its length, a known list its length. */
function loopCount(header: string, known: Map<string, unknown>): number {
  const over = /\bin\s+(.+)$/s.exec(header)?.[1].trim() ?? '';
  const range = /^range\(\s*\d+\s*,\s*(\d+)\s*\)$/.exec(over);
  if (range) return Number(range[1]);
  const list = known.get(over);
  if (Array.isArray(list)) return list.length;
  return 1;
}

/** The body and instance count of a resource value: loops and conditions opened. */
function unwrap(body: unknown, known: Map<string, unknown>): { body: unknown; instances: number } {
  let instances = 1;
  let v = body;
  for (let i = 0; i < 4; i++) {
    if (isObject(v) && isObject(v.loop) && 'body' in v.loop) {
      instances *= loopCount(String(v.loop.header), known);
      v = v.loop.body;
    } else if (isObject(v) && 'when' in v && Object.keys(v).length === 1) v = v.when;
    else break;
  }
  return { body: v, instances };
}

export function readBicep(files: readonly OutputFile[]): ReadResult {
  const errors: string[] = [];
  const parsed: { file: string; bicep: BicepDeclarations }[] = [];
  const given = new Map<string, unknown>();
  for (const f of files.filter((f) => /\.bicep(param)?$/.test(f.path))) {
    try {
      const bicep = bicepDeclarations(f.content);
      if (f.path.endsWith('.bicepparam')) for (const [k, v] of bicep.params) given.set(k, v);
      else parsed.push({ file: f.path, bicep });
    } catch (e) {
      if (!(e instanceof BicepSyntaxError)) throw e;
      errors.push(`${f.path}: ${e.message}`);
    }
  }
  const resources: Resource[] = [];
  for (const { file, bicep } of parsed) {
    const known = new Map<string, unknown>([...bicep.params, ...bicep.vars, ...given]);
    for (const r of bicep.resources) {
      if (r.existing) continue;
      const { body, instances } = unwrap(r.body, known);
      const resolved = resolve(body, known) as Json;
      resources.push({
        file,
        name: typeof resolved?.name === 'string' ? resolved.name : r.symbol,
        views: [{ type: r.type, body: resolved }],
        instances,
      });
    }
  }
  return { resources, parses: errors.length === 0, errors };
}
