/**
 * Secrets found by where they are written rather than by their shape: a literal given to a
 * setting, variable or environment entry whose name says it is secret (`password`,
 * `client_secret`), a default value of a parameter or variable marked secret, and the data of a
 * Kubernetes Secret written in the manifest. References, expressions and placeholders are never
 * reported; neither are the built-in generator's outputs, which never write a secret value.
 */
import { type RuleSeverity } from '@infragen/contracts';
import { type BicepExpr, type BicepFile } from '../parse/bicep/ast';
import { type DocNode, get, type ParsedDocument, text } from '../parse/doc/ast';
import { type HclBody, type HclExpr } from '../parse/hcl/ast';
import { type Span } from '../parse/position';
import { encodedScript, isPlaceholder, isSecretValue, secretName, shellAssignments } from './values';

export interface NamedSecretKind {
  id: string;
  kind: string;
  severity: RuleSeverity;
}
export const NAMED_SECRETS = {
  password: { id: 'IG-SEC-020', kind: 'hard-coded password', severity: 'HIGH' },
  secret: { id: 'IG-SEC-021', kind: 'hard-coded secret value', severity: 'HIGH' },
  manifest: { id: 'IG-SEC-022', kind: 'Kubernetes Secret data written in the manifest', severity: 'HIGH' },
  sensitiveDefault: { id: 'IG-SEC-023', kind: 'default value of a secret parameter', severity: 'HIGH' },
} as const satisfies Record<string, NamedSecretKind>;

export interface NamedSecret {
  what: keyof typeof NAMED_SECRETS;
  /** The name it was given to (a setting, variable, parameter or the Secret's key). */
  name: string;
  value: string;
  span: Span;
}
type Add = (found: NamedSecret) => void;

/**
 * A literal given to `name`: reported when the name says secret and the value is a real one; and a
 * script in it (EC2 user data, a startup script, a container command) assigning a secret-named
 * shell variable a real value, such as `export DB_PASSWORD=...`.
 */
function named(name: string, value: string | number | boolean | null, span: Span, add: Add): void {
  if (typeof value !== 'string' && typeof value !== 'number') return;
  const kind = secretName(name);
  if (kind && isSecretValue(kind, String(value))) return add({ what: kind, name, value: String(value), span });
  if (typeof value !== 'string') return;
  const json = jsonIn(value);
  if (json !== undefined) return jsonNamed('', json, span, add);
  for (const a of shellAssignments(encodedScript(name, value) ?? value)) {
    const k = secretName(a.name);
    if (k && isSecretValue(k, a.value)) return add({ what: k, name: a.name, value: a.value, span });
  }
}

/** A JSON document written as a string (an ECS task's `container_definitions` heredoc), parsed. */
function jsonIn(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The literals of a parsed JSON document, by their keys and `{ name, value }` pairs, all reported at the string. */
function jsonNamed(name: string, v: unknown, span: Span, add: Add): void {
  if (Array.isArray(v)) return v.forEach((item) => jsonNamed(name, item, span, add));
  if (v === null || typeof v !== 'object') return named(name, v as string | number | boolean | null, span, add);
  const o = v as Record<string, unknown>;
  const pairName = o.name ?? o.Name;
  const pairValue = o.value ?? o.Value;
  if (typeof pairName === 'string' && pairValue !== undefined) jsonNamed(pairName, pairValue, span, add);
  for (const [k, item] of Object.entries(o)) jsonNamed(k, item, span, add);
}

// --- Terraform ---------------------------------------------------------------------------------

const hclLiteral = (e: HclExpr | undefined): string | number | undefined => {
  if (!e) return undefined;
  if (e.kind === 'literal' && (typeof e.value === 'string' || typeof e.value === 'number')) return e.value;
  if (e.kind === 'template' && e.parts.every((p) => typeof p === 'string')) return e.parts.join('');
  return undefined;
};
const hclAttr = (body: HclBody, name: string) => body.attributes.find((a) => a.name === name)?.expr;
const objectItem = (e: HclExpr, key: string) =>
  e.kind === 'object' ? e.items.find((i) => i.keyName === key) : undefined;

function hclExpr(name: string, e: HclExpr, add: Add): void {
  const literal = hclLiteral(e);
  if (literal !== undefined) return named(name, literal, e.span, add);
  if (e.kind === 'object') {
    // `{ name = "DB_PASSWORD", value = "..." }`: an environment entry.
    const pairName = hclLiteral(objectItem(e, 'name')?.value);
    const pairValue = objectItem(e, 'value')?.value;
    if (typeof pairName === 'string' && pairValue) hclExpr(pairName, pairValue, add);
    for (const i of e.items) if (i.keyName !== undefined) hclExpr(i.keyName, i.value, add);
  } else if (e.kind === 'tuple') for (const i of e.items) hclExpr(name, i, add);
  else if (e.kind === 'call') for (const a of e.args) hclExpr(name, a, add);
}

/** Kubernetes Secrets written in Terraform: `kubernetes_secret(_v1)` data, or a Secret in `kubernetes_manifest`. */
function hclManifestSecret(type: string, body: HclBody, add: Add): boolean {
  let maps: HclExpr[] = [];
  if (/^kubernetes_secret(_v1)?$/.test(type)) maps = ['data', 'binary_data'].flatMap((k) => hclAttr(body, k) ?? []);
  else if (type === 'kubernetes_manifest') {
    const m = hclAttr(body, 'manifest');
    if (!m || hclLiteral(objectItem(m, 'kind')?.value) !== 'Secret') return false;
    maps = ['data', 'stringData'].flatMap((k) => objectItem(m, k)?.value ?? []);
  } else return false;
  for (const map of maps)
    if (map.kind === 'object')
      for (const i of map.items) {
        const v = hclLiteral(i.value);
        if (typeof v === 'string' && !isPlaceholder(v))
          add({ what: 'manifest', name: i.keyName ?? '', value: v, span: i.value.span });
      }
  return true;
}

export function hclSecrets(body: HclBody, add: Add): void {
  for (const a of body.attributes) hclExpr(a.name, a.expr, add);
  for (const b of body.blocks) {
    if (b.type === 'variable') {
      const name = b.labels[0]?.value ?? '';
      const def = hclAttr(b.body, 'default');
      const literal = hclLiteral(def);
      const sensitive = hclAttr(b.body, 'sensitive');
      if (def && literal !== undefined && sensitive?.kind === 'literal' && sensitive.value === true) {
        if (!isPlaceholder(String(literal)))
          add({ what: 'sensitiveDefault', name, value: String(literal), span: def.span });
      } else if (def) hclExpr(name, def, add);
      continue;
    }
    if (b.type === 'resource' && hclManifestSecret(b.labels[0]?.value ?? '', b.body, add)) continue;
    // `env { name = "DB_PASSWORD" value = "..." }`
    const pairName = hclLiteral(hclAttr(b.body, 'name'));
    const pairValue = hclAttr(b.body, 'value');
    if (typeof pairName === 'string' && pairValue) hclExpr(pairName, pairValue, add);
    hclSecrets(b.body, add);
  }
}

// --- YAML and JSON (CloudFormation, ARM, Kubernetes) -------------------------------------------

const scalar = (n: DocNode | undefined) =>
  n?.kind === 'scalar' && (typeof n.value === 'string' || typeof n.value === 'number') ? n.value : undefined;

function docNode(name: string, node: DocNode, add: Add): void {
  if (node.kind === 'scalar') return named(name, node.value, node.span, add);
  if (node.kind === 'seq') return node.items.forEach((i) => docNode(name, i, add));
  // `{ name: DB_PASSWORD, value: ... }` (Kubernetes env, ECS `Name`/`Value`, app settings).
  const pairName = text(get(node, 'name') ?? get(node, 'Name'));
  const pairValue = get(node, 'value') ?? get(node, 'Value');
  if (pairName && pairValue) docNode(pairName, pairValue, add);
  for (const e of node.entries) docNode(e.key, e.value, add);
}

/** Parameters marked secret (`NoEcho`, `securestring`) given a default value. */
function secretParameters(
  section: DocNode | undefined,
  isSecret: (p: DocNode) => boolean,
  defaultKey: string,
  add: Add,
) {
  if (section?.kind !== 'map') return;
  for (const e of section.entries) {
    const def = get(e.value, defaultKey);
    const v = scalar(def);
    if (def && v !== undefined && isSecret(e.value)) {
      if (!isPlaceholder(String(v))) add({ what: 'sensitiveDefault', name: e.key, value: String(v), span: def.span });
    } else if (def) docNode(e.key, def, add);
  }
}

export function docSecrets(
  docs: ParsedDocument[],
  format: 'cloudformation' | 'arm' | 'kubernetes' | 'other',
  add: Add,
) {
  for (const d of docs) {
    const root = d.root;
    if (!root) continue;
    if (format === 'cloudformation' && root.kind === 'map') {
      secretParameters(get(root, 'Parameters'), (p) => /^true$/i.test(text(get(p, 'NoEcho')) ?? ''), 'Default', add);
      for (const e of root.entries) if (e.key !== 'Parameters') docNode(e.key, e.value, add);
    } else if (format === 'arm' && root.kind === 'map') {
      secretParameters(
        get(root, 'parameters'),
        (p) => /^secure(string|object)$/i.test(text(get(p, 'type')) ?? ''),
        'defaultValue',
        add,
      );
      for (const e of root.entries) if (e.key !== 'parameters') docNode(e.key, e.value, add);
    } else if (format === 'kubernetes' && text(get(root, 'kind')) === 'Secret' && root.kind === 'map') {
      for (const key of ['data', 'stringData']) {
        const map = get(root, key);
        if (map?.kind !== 'map') continue;
        for (const e of map.entries) {
          const raw = scalar(e.value);
          if (raw === undefined) continue;
          const value = key === 'data' ? Buffer.from(String(raw), 'base64').toString('utf8') : String(raw);
          if (!isPlaceholder(value) && !isPlaceholder(String(raw)))
            add({ what: 'manifest', name: e.key, value: String(raw), span: e.value.span });
        }
      }
      for (const e of root.entries) if (e.key !== 'data' && e.key !== 'stringData') docNode(e.key, e.value, add);
    } else docNode('', root, add);
  }
}

// --- Bicep -------------------------------------------------------------------------------------

const bicepLiteral = (e: BicepExpr | undefined): string | number | undefined => {
  if (e?.kind === 'number') return e.value;
  if (e?.kind === 'string' && e.parts.every((p) => typeof p === 'string')) return e.parts.join('');
  return undefined;
};

function bicepExpr(name: string, e: BicepExpr, add: Add): void {
  const literal = bicepLiteral(e);
  if (literal !== undefined) return named(name, literal, e.span, add);
  if (e.kind === 'object') {
    const prop = (k: string) => e.props.find((p) => p.key === k)?.value;
    const pairName = bicepLiteral(prop('name'));
    const pairValue = prop('value');
    if (typeof pairName === 'string' && pairValue) bicepExpr(pairName, pairValue, add);
    for (const p of e.props) bicepExpr(p.key, p.value, add);
    for (const r of e.resources) if (r.value) bicepExpr(r.name ?? '', r.value, add);
  } else if (e.kind === 'array') for (const i of e.items) bicepExpr(name, i, add);
  else if (e.kind === 'for' || e.kind === 'if') bicepExpr(name, e.body, add);
}

export function bicepSecrets(file: BicepFile, add: Add): void {
  for (const s of file.statements) {
    if (!s.value) continue;
    const secure = s.decorators.some(
      (d) => d.kind === 'call' && d.callee.kind === 'ident' && d.callee.name.toLowerCase() === 'secure',
    );
    const literal = bicepLiteral(s.value);
    if (s.kind === 'param' && secure && literal !== undefined) {
      if (!isPlaceholder(String(literal)))
        add({ what: 'sensitiveDefault', name: s.name ?? '', value: String(literal), span: s.value.span });
    } else if (
      s.kind === 'param' ||
      s.kind === 'var' ||
      s.kind === 'resource' ||
      s.kind === 'module' ||
      s.kind === 'output'
    )
      bicepExpr(s.name ?? '', s.value, add);
  }
}
