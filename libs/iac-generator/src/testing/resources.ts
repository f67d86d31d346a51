/**
 * Test helpers: every format's output read back into one shape (type, name, body) with the
 * format's own parser, so tests assert on resource types and attribute values, never on text.
 * Terraform through the checker's HCL parser (as hcl2json-shaped JSON), CloudFormation and
 * Kubernetes through yaml, ARM as JSON,
 * Bicep through the project's Bicep parser. Kubernetes objects under Terraform
 * (`kubernetes_manifest`) are read as the objects they declare.
 */
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { type FormatId, type PlatformId } from '@infragen/contracts';
import { generateInfrastructure, type GeneratorResult } from '../index';

/** Tests in any folder reach the generator's entry through this helper: their own folder may not import index.ts. */
export { generateInfrastructure };
import { checkFiles, prepareChecks } from '@infragen/iac-checker';
import { type BicepExpr, parseBicep, parseHclJson } from '@infragen/iac-checker/parse';

export interface Resource {
  type: string;
  name: string;
  body: Record<string, unknown>;
}

/** The resources of one type. */
export const of = (resources: Resource[], type: string) => resources.filter((r) => r.type === type);

/** A stated-settings case: the request, its format, and the values the resource of `type` must carry. */
export interface SettingCase {
  prompt: string;
  format: FormatId;
  type: string;
  /** Attribute path -> expected value. */
  expect: Record<string, unknown>;
}

interface File {
  path: string;
  content: string;
}

/** HCL blocks come back as one-element lists: unwrap them so paths read naturally. */
function unwrap(v: unknown): unknown {
  if (Array.isArray(v)) return v.length === 1 && v[0] && typeof v[0] === 'object' ? unwrap(v[0]) : v.map(unwrap);
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, unwrap(x)]));
  return v;
}

function bicepValue(e: BicepExpr | undefined): unknown {
  if (!e) return undefined;
  switch (e.kind) {
    case 'string':
      return e.parts.map((p) => (typeof p === 'string' ? p : '${…}')).join('');
    case 'number':
    case 'bool':
      return e.value;
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries(e.props.map((p) => [p.key, bicepValue(p.value)]));
    case 'array':
      return e.items.map(bicepValue);
    default:
      return `<${e.kind}>`;
  }
}

/** Every resource an answer declares, whatever its format. */
export async function resourcesOf(files: File[]): Promise<Resource[]> {
  const out: Resource[] = [];
  for (const f of files) {
    if (f.path.endsWith('.tf')) {
      const json = (await parseHclJson(f.path, f.content)) as { resource?: Record<string, Record<string, unknown[]>> };
      for (const [type, byName] of Object.entries(json.resource ?? {}))
        for (const [name, bodies] of Object.entries(byName)) {
          const body = unwrap(bodies) as Record<string, unknown>;
          const manifest = type === 'kubernetes_manifest' ? (body.manifest as Record<string, unknown>) : undefined;
          out.push(
            manifest
              ? {
                  type: String(manifest.kind),
                  name: String((manifest.metadata as { name?: string })?.name),
                  body: manifest,
                }
              : { type, name, body },
          );
        }
    } else if (f.path === 'template.yaml') {
      const t = parseYaml(f.content) as {
        Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
      };
      for (const [name, r] of Object.entries(t.Resources ?? {}))
        out.push({ type: r.Type, name, body: r.Properties ?? {} });
    } else if (/\.ya?ml$/.test(f.path)) {
      for (const d of parseAllDocuments(f.content)) {
        const o = d.toJS() as { kind?: string; metadata?: { name?: string } } | null;
        if (o?.kind) out.push({ type: o.kind, name: String(o.metadata?.name), body: o as Record<string, unknown> });
      }
    } else if (f.path.endsWith('.json')) {
      const t = JSON.parse(f.content) as { resources?: (Record<string, unknown> & { type: string; name: unknown })[] };
      for (const r of t.resources ?? []) out.push({ type: r.type, name: String(r.name), body: r });
    } else if (f.path.endsWith('.bicep')) {
      for (const s of parseBicep(f.content).statements)
        if (s.kind === 'resource' && s.typeRef)
          out.push({
            type: s.typeRef.text.replace(/^'|'$/g, '').split('@')[0],
            name: s.name ?? '',
            body: bicepValue(s.value) as Record<string, unknown>,
          });
    }
  }
  return out;
}

/** The value at a dotted path (`spec.replicas`, `settings.tier`); list items by index (`rule.0.days`). */
export function at(body: unknown, path: string): unknown {
  let v: unknown = body;
  for (const key of path.split('.')) {
    if (v === undefined || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** The errors checked output reports for an answer (validation, security rules, secrets). */
async function errorsOf(files: File[], format: FormatId): Promise<string[]> {
  await prepareChecks([format]);
  return (await checkFiles(files, format))
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.file}:${d.line} ${d.code} ${d.message}`);
}

/** The platform each format belongs to, for requests made in tests. */
const PLATFORM_OF: Record<string, PlatformId> = {
  'terraform-aws': 'aws',
  cloudformation: 'aws',
  'terraform-azurerm': 'azure',
  arm: 'azure',
  bicep: 'azure',
  'terraform-google': 'gcp',
  'kubernetes-yaml': 'kubernetes',
  'terraform-kubernetes': 'kubernetes',
  terraform: 'terraform',
};

/** Generates for a format and reads its resources back, without checking (for tests that only compare). */
export async function generatedResources(prompt: string, format: FormatId): Promise<Resource[]> {
  return resourcesOf(generateInfrastructure({ prompt, platform: PLATFORM_OF[format], format }).files);
}

/** Generates for a format (after the earlier turns `history`), checks the answer (zero errors) and reads its resources back. */
export async function generated(
  prompt: string,
  format: FormatId,
  history: string[] = [],
): Promise<{ result: GeneratorResult; resources: Resource[]; errors: string[] }> {
  const turns = history.map((content) => ({ role: 'user' as const, content }));
  const result = generateInfrastructure({ prompt, platform: PLATFORM_OF[format], format, history: turns });
  return { result, resources: await resourcesOf(result.files), errors: await errorsOf(result.files, format) };
}

/** A stated-settings case, generated: zero validation errors, and at least one resource of its type. */
export async function generatedCase(c: SettingCase) {
  const out = await generated(c.prompt, c.format);
  expect(out.errors).toEqual([]);
  const found = of(out.resources, c.type);
  expect(found.length).toBeGreaterThan(0);
  return { ...out, found };
}

/** Every stated path read from `body`, compared beside its path so a failure names the setting. */
export function expectAt(body: unknown, values: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(values)) expect([path, at(body, path)]).toEqual([path, value]);
}
