/**
 * Test helpers: every format's output is parsed with a real parser, and Kubernetes objects are
 * validated with kubernetes-models plus an unknown-field check (kubernetes-models accepts
 * misspelt fields, so each key is checked against the field names its typings declare).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse as parseHcl } from '@cdktf/hcl2json';
import { parseAllDocuments } from 'yaml';

export interface File {
  path: string;
  content: string;
}

/** Parses every .tf file; returns the resource types found. */
export async function parseTerraform(files: File[]): Promise<string[]> {
  const types: string[] = [];
  for (const f of files.filter((f) => f.path.endsWith('.tf'))) {
    const json = (await parseHcl(f.path, f.content)) as { resource?: Record<string, unknown> };
    types.push(...Object.keys(json.resource ?? {}));
  }
  return types;
}

export function parseYamlDocs(content: string): unknown[] {
  const docs = parseAllDocuments(content);
  if (!Array.isArray(docs)) throw new Error('no documents');
  for (const d of docs) if (d.errors.length) throw d.errors[0];
  return docs.map((d) => d.toJS() as unknown);
}

let knownFields: Set<string> | undefined;
function fields(): Set<string> {
  if (knownFields) return knownFields;
  const root = dirname(require.resolve('kubernetes-models/package.json'));
  const set = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.d.ts')) for (const m of readFileSync(join(dir, e.name), 'utf8').matchAll(/^\s+"?([A-Za-z$][\w$-]*)"?\??:/gm)) set.add(m[1]);
    }
  };
  walk(root);
  walk(dirname(require.resolve('@kubernetes-models/apimachinery/package.json')));
  knownFields = set;
  return set;
}

// Maps whose keys are user data, not schema fields.
const FREE_MAPS = new Set(['labels', 'annotations', 'data', 'stringData', 'matchLabels', 'hard', 'requests', 'limits', 'capacity', 'default', 'defaultRequest', 'max', 'min', 'nodeSelector', 'selector', 'parameters']);

export function unknownFields(obj: unknown, path = ''): string[] {
  const out: string[] = [];
  if (Array.isArray(obj)) obj.forEach((v, i) => out.push(...unknownFields(v, `${path}[${i}]`)));
  else if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      if (!fields().has(k)) out.push(`${path}.${k}`);
      if (!FREE_MAPS.has(k) || (k === 'selector' && v && typeof v === 'object' && 'matchLabels' in v)) out.push(...unknownFields(v, `${path}.${k}`));
    }
  }
  return out;
}

/** Validates one object with the kubernetes-models class of its apiVersion and kind. */
export function validateK8s(obj: { apiVersion: string; kind: string }): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(`kubernetes-models/${obj.apiVersion}`) as Record<string, new (o: unknown) => { validate(): void }>;
  const Model = mod[obj.kind];
  if (!Model) throw new Error(`no model for ${obj.apiVersion} ${obj.kind}`);
  new Model(obj).validate();
  const unknown = unknownFields(obj);
  if (unknown.length) throw new Error(`unknown fields in ${obj.kind}: ${unknown.join(', ')}`);
}
