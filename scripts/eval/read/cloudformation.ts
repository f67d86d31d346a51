/**
 * Reads the resources of CloudFormation templates, YAML (with the short-form intrinsic tags such as
 * !Ref and !GetAtt) or JSON. A resource's settings are its Properties; a `Ref` to a parameter with
 * a Default, and `${Param}` inside Fn::Sub, read as that default.
 */
import { parse } from 'yaml';
import { type OutputFile, type ReadResult, type Resource } from '../types';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const FUNCTIONS = [
  'Ref',
  'Condition',
  'Base64',
  'Cidr',
  'FindInMap',
  'GetAtt',
  'GetAZs',
  'ImportValue',
  'Join',
  'Select',
  'Split',
  'Sub',
  'Transform',
  'And',
  'Equals',
  'If',
  'Not',
  'Or',
  'ToJsonString',
  'Length',
];

/** The short-form tags as YAML custom tags, in their scalar, sequence and mapping forms. */
const TAGS = FUNCTIONS.flatMap((name) => {
  const key = name === 'Ref' || name === 'Condition' ? name : `Fn::${name}`;
  const scalar = (s: string) => ({ [key]: name === 'GetAtt' ? s.split('.') : s });
  return [
    { tag: `!${name}`, resolve: scalar },
    { tag: `!${name}`, collection: 'seq' as const, resolve: (seq: { toJSON(): unknown }) => ({ [key]: seq.toJSON() }) },
    { tag: `!${name}`, collection: 'map' as const, resolve: (map: { toJSON(): unknown }) => ({ [key]: map.toJSON() }) },
  ];
});

function resolve(value: unknown, params: Map<string, unknown>, depth = 0): unknown {
  if (depth > 12) return value;
  if (Array.isArray(value)) return value.map((v) => resolve(v, params, depth + 1));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === 'Ref' && typeof value.Ref === 'string' && params.has(value.Ref))
    return params.get(value.Ref);
  if (keys.length === 1 && keys[0] === 'Fn::Sub' && typeof value['Fn::Sub'] === 'string')
    return value['Fn::Sub'].replace(/\$\{([\w:.-]+)\}/g, (text, name: string) => {
      const v = params.get(name);
      return typeof v === 'string' || typeof v === 'number' ? String(v) : text;
    });
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, params, depth + 1)]));
}

function parseTemplate(file: OutputFile): unknown {
  return file.path.endsWith('.json')
    ? JSON.parse(file.content)
    : parse(file.content, { customTags: TAGS, prettyErrors: false });
}

export function readCloudFormation(files: readonly OutputFile[]): ReadResult {
  const resources: Resource[] = [];
  const errors: string[] = [];
  for (const f of files.filter((f) => /\.(ya?ml|json)$/.test(f.path))) {
    let doc: unknown;
    try {
      doc = parseTemplate(f);
    } catch (e) {
      errors.push(`${f.path}: ${String((e as Error).message ?? e).slice(0, 300)}`);
      continue;
    }
    if (!isObject(doc) || !isObject(doc.Resources)) continue;
    const params = new Map<string, unknown>();
    if (isObject(doc.Parameters))
      for (const [name, p] of Object.entries(doc.Parameters))
        if (isObject(p) && p.Default !== undefined) params.set(name, p.Default);
    for (const [name, r] of Object.entries(doc.Resources)) {
      if (!isObject(r) || typeof r.Type !== 'string') continue;
      resources.push({
        file: f.path,
        name,
        views: [{ type: r.Type, body: resolve(r.Properties ?? {}, params) }],
        instances: 1,
      });
    }
  }
  return { resources, parses: errors.length === 0, errors };
}
