/**
 * A resource body (ARM JSON, or a Bicep object turned into the same tree) against the resource's
 * schema: unknown properties, missing required ones, value types and allowed values. Values that
 * are expressions are not judged: they are known only at deployment.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from '../diagnostics';
import { type DocNode } from '../parse/doc/ast';
import { closest } from '../suggest';
import { addsWord } from './added-word';
import { field } from './keys';
import { isExpression } from './expressions';
import { objectShape, resolve, type SchemaNode } from '@infragen/iac-schemas';

export interface BodyCheck {
  f: Findings;
  /** 'arm' or 'bicep': the prefix of the finding codes. */
  prefix: 'arm' | 'bicep';
  /** False when the apiVersion used is not the one bundled: unknown properties become warnings. */
  exactVersion: boolean;
  bundledVersion: string;
  /** Marks values that are expressions (Bicep keeps them as scalars tagged `expr`). */
  isExpr: (n: DocNode) => boolean;
}

const M = DiagnosticMessages.checks.arm;

export function checkObject(
  c: BodyCheck,
  node: DocNode,
  schema: SchemaNode,
  where: string,
  path: string,
  /** Keys the template language owns, in lower case: not the schema's to judge. */
  skip: ReadonlySet<string> = new Set(),
): void {
  if (c.isExpr(node)) return;
  const shape = objectShape(schema);
  if (!shape) return;
  if (node.kind !== 'map') {
    report(c, 'type-mismatch', M.typeMismatch(path.split('.').pop()!, 'an object', kindName(node)), node, path);
    return;
  }
  // A property copy loop (`"copy": [{ "name": "rules", "count": ..., "input": ... }]`) makes the
  // properties it names; what it makes is computed, so it is not judged.
  const looped = new Set<string>();
  for (const e of node.entries) {
    const key = e.key.toLowerCase();
    if (skip.has(key)) continue;
    if (c.prefix === 'arm' && key === 'copy' && e.value.kind === 'seq') {
      for (const loop of e.value.items)
        if (loop.kind === 'map') {
          const name = field(loop, 'name');
          if (name?.kind === 'scalar' && typeof name.value === 'string') looped.add(name.value.toLowerCase());
        }
      continue;
    }
    const prop =
      shape.props.get(e.key) ?? [...shape.props.entries()].find(([k]) => k.toLowerCase() === e.key.toLowerCase())?.[1];
    if (prop === undefined) {
      if (shape.open) continue;
      // A name holding the known name's words and a whole word more is another name, not its typo.
      const near = closest(e.key, shape.props.keys());
      const hint = near !== undefined && !addsWord(e.key, near) ? near : undefined;
      const message = c.exactVersion
        ? M.unknownProperty(where, e.key)
        : M.unknownPropertyOtherVersion(where, e.key, c.bundledVersion);
      const extra = {
        path: `${path}.${e.key}`,
        fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : undefined,
      };
      // Azure's published types lag its services (a Logic App's identity, a connection's kind, a
      // data factory's globalConfigurations deploy, yet no published type has them), so Bicep says an
      // unknown property as a warning (BCP037); a template is judged alike, except a near miss of a
      // known name, which is a typo and an error.
      if (c.prefix === 'arm' && c.exactVersion && hint)
        c.f.error(`${c.prefix}.unknown-property`, message, e.keySpan, extra);
      else if (c.prefix === 'arm' && c.exactVersion)
        c.f.warning(`${c.prefix}.unknown-property`, M.unpublishedProperty(where, e.key), e.keySpan, extra);
      else c.f.warning(`${c.prefix}.unknown-property`, message, e.keySpan, extra);
      continue;
    }
    checkValue(c, e.value, prop, e.key, `${path}.${e.key}`);
  }
  if (c.exactVersion) {
    // An object whose own properties are all optional may be left out: ARM takes it as empty
    // (a user-assigned identity or a private DNS zone without `properties`).
    const emptyAllowed = (r: string) => {
      const inner = shape.props.get(r);
      const s = inner === undefined ? undefined : objectShape(inner);
      return !!s && s.required.size === 0;
    };
    const missing = [...shape.required].filter(
      (r) =>
        !skip.has(r.toLowerCase()) &&
        !emptyAllowed(r) &&
        !looped.has(r.toLowerCase()) &&
        !node.entries.some((e) => e.key.toLowerCase() === r.toLowerCase()),
    );
    // In Bicep a missing required property is the compiler's warning BCP035, not an error:
    // services fill some in (CARML deploys Application Insights without `Application_Type`).
    // ARM JSON has no compiler before the service, so there it stays an error, except for a
    // property one of whose values is `Default`: the service takes that value when it is left out
    // (a MySQL or PostgreSQL server's `createMode`, the discriminator of its `properties`; Azure's
    // quickstarts deploy servers without it, Azure/azure-resource-manager-schemas#812).
    const defaulted = missing.filter((r) => takesDefault(shape.props.get(r)));
    const required = missing.filter((r) => !defaulted.includes(r));
    if (required.length) report(c, 'missing-property', M.missingProperty(where, required), node, path);
    if (defaulted.length)
      c.f.warning(`${c.prefix}.missing-property`, M.missingProperty(where, defaulted), atStart(node), { path });
  }
}

function checkValue(c: BodyCheck, node: DocNode, schema: SchemaNode, name: string, path: string): void {
  if (c.isExpr(node) || (node.kind === 'scalar' && node.value === null)) return;
  if (node.kind === 'scalar' && typeof node.value === 'string' && isExpression(node.value)) return;
  const s = resolve(schema);
  if (typeof s === 'string') {
    const ok =
      s === 'a' ||
      (s === 's' && node.kind === 'scalar' && typeof node.value === 'string') ||
      ((s === 'i' || s === 'n') && node.kind === 'scalar' && typeof node.value === 'number') ||
      (s === 'b' && node.kind === 'scalar' && typeof node.value === 'boolean');
    const expected: Record<string, string> = { s: 'a string', i: 'an integer', n: 'a number', b: 'true or false' };
    if (!ok && quotedAsExpected(node, s))
      c.f.warning(`${c.prefix}.type-mismatch`, M.quotedValue(name, expected[s]), node.span, { path });
    else if (!ok) report(c, 'type-mismatch', M.typeMismatch(name, expected[s], kindName(node)), node, path);
    return;
  }
  if ('e' in s) {
    if (node.kind === 'scalar' && typeof node.value === 'string') {
      const allowed = s.e.map(String);
      if (!allowed.some((a) => a.toLowerCase() === String(node.value).toLowerCase())) {
        const hint = closest(String(node.value), allowed);
        c.f.warning(`${c.prefix}.invalid-value`, M.invalidValue(name, String(node.value)), node.span, {
          path,
          fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : DiagnosticMessages.checks.oneOf(allowed),
        });
      }
    }
    return;
  }
  if ('l' in s) {
    if (node.kind !== 'seq')
      return report(c, 'type-mismatch', M.typeMismatch(name, 'a list', kindName(node)), node, path);
    node.items.forEach((item, i) => checkValue(c, item, s.l, name, `${path}[${i}]`));
    return;
  }
  if ('p' in s || 'all' in s) return checkObject(c, node, s, `\`${path}\``, path);
  if ('u' in s) {
    // Union: an object checks against the merged shape; a scalar passes if any branch takes it.
    if (node.kind === 'map') {
      if (s.u.some((b) => objectShape(b))) checkObject(c, node, s, `\`${path}\``, path);
    }
  }
}

/**
 * A number or a boolean written in quotes (`"backupRetentionDays": "35"`, `"enabled": "true"`):
 * the services read request bodies with Json.NET, which converts such a string to the number or
 * boolean the property takes, so Azure's quickstarts deploy with them.
 */
function quotedAsExpected(node: DocNode, expected: string): boolean {
  if (node.kind !== 'scalar' || typeof node.value !== 'string') return false;
  const text = node.value.trim();
  if (expected === 'i') return /^-?\d+$/.test(text);
  if (expected === 'n') return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text);
  if (expected === 'b') return /^(true|false)$/i.test(text);
  return false;
}

/** True when one of the values a property allows (through its unions) is `Default`. */
function takesDefault(schema: SchemaNode | undefined): boolean {
  if (schema === undefined) return false;
  const s = resolve(schema);
  if (typeof s !== 'object') return false;
  if ('e' in s) return s.e.some((v) => typeof v === 'string' && v.toLowerCase() === 'default');
  const parts = 'u' in s ? s.u : 'all' in s ? s.all : [];
  return parts.some(takesDefault);
}

/** Where a finding about an object points: its first character (a whole map would mark every line). */
const atStart = (node: DocNode) => (node.kind === 'map' ? { start: node.span.start, end: node.span.start } : node.span);

function report(c: BodyCheck, code: string, message: string, node: DocNode, path: string): void {
  const span = atStart(node);
  // Bicep's compiler warns of a body that does not fit the type (BCP035-BCP037); so do we.
  if (c.prefix === 'bicep') c.f.warning(`bicep.${code}`, message, span, { path });
  else if (!c.exactVersion) c.f.warning(`${c.prefix}.${code}`, message, span, { path });
  else c.f.error(`${c.prefix}.${code}`, message, span, { path });
}

function kindName(n: DocNode): string {
  if (n.kind === 'map') return 'an object';
  if (n.kind === 'seq') return 'a list';
  if (n.value === null) return 'null';
  return typeof n.value === 'string' ? 'a string' : typeof n.value === 'number' ? 'a number' : 'a boolean';
}
