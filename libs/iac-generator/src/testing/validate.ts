/**
 * Test helpers: every format's output is parsed with a real parser, and Kubernetes objects are
 * validated with kubernetes-models plus an unknown-field check (kubernetes-models accepts
 * misspelt fields, so each key is checked against the field names its typings declare).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { parseHclJson } from '@infragen/iac-checker/parse';

export interface File {
  path: string;
  content: string;
}

/** Parses every .tf file; returns the resource types found. */
export async function parseTerraform(files: File[]): Promise<string[]> {
  const types: string[] = [];
  for (const f of files.filter((f) => f.path.endsWith('.tf'))) {
    const json = (await parseHclJson(f.path, f.content)) as { resource?: Record<string, unknown> };
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
      else if (e.name.endsWith('.d.ts'))
        for (const m of readFileSync(join(dir, e.name), 'utf8').matchAll(/^\s+"?([A-Za-z$][\w$-]*)"?\??:/gm))
          set.add(m[1]);
    }
  };
  walk(root);
  walk(dirname(require.resolve('@kubernetes-models/apimachinery/package.json')));
  knownFields = set;
  return set;
}

// Maps whose keys are user data, not schema fields.
const FREE_MAPS = new Set([
  'labels',
  'annotations',
  'data',
  'stringData',
  'matchLabels',
  'hard',
  'requests',
  'limits',
  'capacity',
  'default',
  'defaultRequest',
  'max',
  'min',
  'nodeSelector',
  'selector',
  'parameters',
]);

function unknownFields(obj: unknown, path = ''): string[] {
  const out: string[] = [];
  if (Array.isArray(obj)) obj.forEach((v, i) => out.push(...unknownFields(v, `${path}[${i}]`)));
  else if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) {
      if (!fields().has(k)) out.push(`${path}.${k}`);
      if (!FREE_MAPS.has(k) || (k === 'selector' && v && typeof v === 'object' && 'matchLabels' in v))
        out.push(...unknownFields(v, `${path}.${k}`));
    }
  }
  return out;
}

const CUSTOM_GROUPS =
  /^(?:keda\.sh|autoscaling\.k8s\.io|snapshot\.storage\.k8s\.io|gateway\.networking\.k8s\.io|argoproj\.io)\//;

/** Validates one object with the kubernetes-models class of its apiVersion and kind. */
export function validateK8s(obj: { apiVersion: string; kind: string }): void {
  // Custom resources the cluster's operator defines (KEDA's keda.sh, the VPA's, CSI snapshots', Gateway API's, Argo Rollouts') have no kubernetes-models class; the
  // manifests' own tests check their fields.
  if (CUSTOM_GROUPS.test(obj.apiVersion)) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(`kubernetes-models/${obj.apiVersion}`) as Record<
    string,
    new (o: unknown) => { validate(): void }
  >;
  const Model = mod[obj.kind];
  if (!Model) throw new Error(`no model for ${obj.apiVersion} ${obj.kind}`);
  new Model(obj).validate();
  const unknown = unknownFields(obj);
  if (unknown.length) throw new Error(`unknown fields in ${obj.kind}: ${unknown.join(', ')}`);
}

/** ARM: JSON with the deployment schema; every resource has type, apiVersion and name; dependsOn is resolvable. */
function checkArm(content: string): { type: string }[] {
  const t = JSON.parse(content) as {
    $schema: string;
    contentVersion: string;
    resources: { type: string; apiVersion: string; name: unknown; dependsOn?: string[] }[];
    parameters: Record<string, { type: string }>;
  };
  if (!t.$schema.includes('deploymentTemplate.json') || t.contentVersion !== '1.0.0.0')
    throw new Error('not an ARM template');
  for (const r of t.resources) {
    if (!/^Microsoft\.[A-Za-z]+\/[A-Za-z]+(\/[A-Za-z]+)*$/.test(r.type)) throw new Error(`bad type ${r.type}`);
    if (!/^\d{4}-\d{2}-\d{2}(-preview)?$/.test(r.apiVersion)) throw new Error(`bad apiVersion ${r.apiVersion}`);
    if (typeof r.name !== 'string' || !r.name) throw new Error('resource without a name');
    if (JSON.stringify(r).includes('null')) throw new Error(`unresolved reference in ${r.type}`);
    for (const p of JSON.stringify(r).matchAll(/parameters\('([^']+)'\)/g))
      if (!t.parameters[p[1]]) throw new Error(`undeclared parameter ${p[1]}`);
  }
  return t.resources;
}

/**
 * Bicep through the checker (its Bicep parser and validation against the ARM schemas): syntax,
 * declarations, types, apiVersions and property names; its errors as text, security findings left out.
 */
async function checkBicep(content: string): Promise<string[]> {
  return (await checkFiles([{ path: 'main.bicep', content }], 'bicep'))
    .filter((d) => d.severity === 'error' && !d.code.startsWith('IG-'))
    .map((d) => `${d.line}: ${d.code} ${d.message}`);
}

/** Parses every file with the parser of its language. */
export async function parseAll(files: File[]): Promise<void> {
  await parseTerraform(files);
  for (const f of files) {
    if (f.path === 'template.yaml') {
      const errors = await checkCloudFormation(f.content);
      if (errors.length) throw new Error(errors.join('\n'));
    } else if (f.path.endsWith('.yaml'))
      for (const d of parseYamlDocs(f.content) as { apiVersion: string; kind: string }[]) validateK8s(d);
    if (f.path.endsWith('.json')) checkArm(f.content);
    if (f.path.endsWith('.bicep')) {
      await prepareChecks(['bicep']);
      const errors = await checkBicep(f.content);
      if (errors.length) throw new Error(errors.join('\n'));
    }
  }
}

/**
 * A CloudFormation template checked by the checker's own CloudFormation validation (the bundled
 * specification: types, properties nested or not, required ones, Ref/GetAtt/Sub/DependsOn
 * targets): its errors as text, security findings left out.
 */
export async function checkCloudFormation(content: string): Promise<string[]> {
  await prepareChecks(['cloudformation']);
  return (await checkFiles([{ path: 'template.yaml', content }], 'cloudformation'))
    .filter((d) => d.severity === 'error' && !d.code.startsWith('IG-'))
    .map((d) => `${d.line}: ${d.code} ${d.message}`);
}
