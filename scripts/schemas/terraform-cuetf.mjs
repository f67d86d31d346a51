#!/usr/bin/env node
// Extracts a Terraform provider schema for a provider version no npm package carries (google 7:
// the prebuilt CDK packages stop at google 6.50) from a checkout of the public
// roman-mazur/cuetf repository (MIT), which generates CUE definitions from `terraform providers
// schema -json` for each provider it follows (providers/<name>/{res,data}/*_gen.cue,
// provider_gen.cue, version_gen.cue). Writes the same compact form as terraform-providers.mjs
// (libs/iac-schemas/data/terraform/<file>.json.gz): arguments with primitive types, nested blocks
// (`matchN(1, [#block, ...])`, single when `list.MaxItems(1)`), required flags (`name!:`).
// CUE keeps no difference between optional and computed-only attributes: both are arguments here,
// so setting a computed-only attribute is not flagged against this schema (never a false error).
//
// Usage: node scripts/schemas/terraform-cuetf.mjs --cue <cuetf>/providers/google --file google7
//          [--commit <sha>]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { option } from './common.mjs';
import { writeTerraformSchema } from './terraform-structs.mjs';

const root = option('--cue');
const file = option('--file');
if (!root || !file || !existsSync(join(root, 'version_gen.cue'))) {
  console.error('Usage: node scripts/schemas/terraform-cuetf.mjs --cue <cuetf>/providers/<name> --file <data file>');
  process.exit(2);
}
const provider = basename(root);
const version = /#Version:\s*"([^"]+)"/.exec(readFileSync(join(root, 'version_gen.cue'), 'utf8'))[1];
const source = `roman-mazur/cuetf@${option('--commit') ?? 'unknown'}`;

const PRIMITIVE = { string: 's', number: 'n', bool: 'b' };
const REF = String.raw`(#\w+|_#defs\."[^"]+")`;
const BLOCK = new RegExp(String.raw`^matchN\(1, \[${REF}, (.*)\]\)$`);
const refKey = (ref) => (ref.startsWith('#') ? `/$defs/${ref.slice(1)}` : /"([^"]+)"/.exec(ref)[1]);
const OPENING = new Set(['(', '{', '[']);
const CLOSING = new Set([')', '}', ']']);
const balance = (s) => {
  let n = 0;
  for (const c of s) n += OPENING.has(c) ? 1 : CLOSING.has(c) ? -1 : 0;
  return n;
};

/** A type expression as a type code, or a block reference. */
function typeOf(expr) {
  if (PRIMITIVE[expr]) return { code: PRIMITIVE[expr] };
  const list = /^\[\.\.\.(string|number|bool)\]$/.exec(expr);
  if (list) return { code: `l${PRIMITIVE[list[1]]}` };
  const map = /^\[string\]: (string|number|bool)$/.exec(expr);
  if (map) return { code: `m${PRIMITIVE[map[1]]}` };
  const block = BLOCK.exec(expr);
  if (block) return { block: refKey(block[1]), single: /list\.MaxItems\(1\)/.test(block[2]) };
  if (new RegExp(`^${REF}$`).test(expr)) return { block: refKey(expr), single: true };
  return { code: 'a' };
}

/** The bodies of one CUE file: '' (the type itself) and each definition, by key, as their fields. */
function bodies(text) {
  const out = new Map();
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\t*)(?:close\(\{|#(\w+): close\(\{|_#defs: "([^"]+)": close\(\{)$/.exec(lines[i]);
    if (!open) continue;
    const indent = open[1];
    const key = open[2] ? `/$defs/${open[2]}` : (open[3] ?? '');
    const fields = [];
    for (i++; i < lines.length && lines[i] !== `${indent}})`; i++) {
      // A name CUE keeps for itself is quoted (`"number"!: number`, max_version of a Bigtable GC policy).
      const field = new RegExp(`^${indent}\\t(?:"([^"]+)"|(\\w+))([!?]):\\s+(.*)$`).exec(lines[i]);
      if (!field) continue;
      let expr = field[4].trim();
      // A type written over several lines (a list of inline objects) is read as "any".
      for (let depth = balance(expr); depth > 0 && i + 1 < lines.length;) {
        depth += balance(lines[++i]);
        expr = 'multi-line';
      }
      fields.push({ name: field[1] ?? field[2], required: field[3] === '!', expr });
    }
    out.set(key, fields);
  }
  return out;
}

const structs = [];
/** One CUE file as struct indexes: the type's own struct, with its blocks' structs. */
function compile(text) {
  const all = bodies(text);
  const index = new Map();
  const struct = (key) => {
    if (index.has(key)) return index.get(key);
    const at = structs.length;
    structs.push(null);
    index.set(key, at);
    const s = { a: {} };
    const required = [];
    for (const f of all.get(key) ?? []) {
      const t = typeOf(f.expr);
      if (t.block !== undefined && all.has(t.block)) (s.b ??= {})[f.name] = [struct(t.block), t.single ? 1 : 0];
      else s.a[f.name] = t.code ?? 'a';
      if (f.required) required.push(f.name);
    }
    if (required.length) s.r = required;
    structs[at] = s;
    return at;
  };
  return struct('');
}

const table = (dir) => {
  const out = {};
  for (const name of readdirSync(join(root, dir)).sort()) {
    if (!name.endsWith('_gen.cue')) continue;
    const text = readFileSync(join(root, dir, name), 'utf8');
    out[name.replace(/_gen\.cue$/, '')] = [compile(text)];
  }
  return out;
};
const resources = table('res');
const data = table('data');
const providerConfig = compile(readFileSync(join(root, 'provider_gen.cue'), 'utf8'));
writeTerraformSchema(file, { provider, version, package: source, providerConfig, structs, resources, data });
