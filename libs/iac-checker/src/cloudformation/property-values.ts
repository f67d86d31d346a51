/**
 * A resource's `Properties` against the bundled specification: every property known, the required
 * ones present, every value of its type (string, number, boolean, list, map, object, tag) and among
 * the allowed values, nested objects in turn. An intrinsic function stands for any value, and so
 * does a string holding a dynamic reference (cloudformation/dynamic-references.ts: resolved before
 * the resource sees it; only its own form is checked); a local path the package step uploads
 * (cloudformation/packaged.ts) is said as information.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type CloudFormationProp as Prop, type cloudFormationSpec } from '@infragen/iac-schemas';
import { type Findings } from '../diagnostics';
import { type DocNode } from '../parse/doc/ast';
import { type Span } from '../parse/position';
import { closest } from '../suggest';
import { isBooleanValue } from './boolean-strings';
import { dynamicReferenceProblem, dynamicReferences } from './dynamic-references';
import { isIntrinsic } from './intrinsic-names';
import { localPackagePath } from './packaged';

const C = DiagnosticMessages.checks.cloudformation;

export class PropertyCheck {
  constructor(
    private readonly spec: ReturnType<typeof cloudFormationSpec>,
    private readonly f: Findings,
    /** The type of the resource of this logical id. */
    private readonly typeOf: (id: string) => string | undefined,
  ) {}

  /**
   * `filled`: a property another step writes in (asset-metadata.ts), never missing here.
   * `readOnly`: the type's attributes (read-only properties); one written among the properties is
   * a warning, not an unknown property: CloudFormation silently ignores a read-only property's value
   * on registry-backed types (aws-cloudformation/cloudformation-resource-schema#102), and templates
   * written when it was still writable keep it (`Port` on AWS::Neptune::DBCluster, now `DBPort`).
   */
  properties(
    node: DocNode | undefined,
    table: Record<string, Prop>,
    where: string,
    path: string,
    at: Span,
    filled?: string,
    readOnly: readonly string[] = [],
  ): void {
    const f = this.f;
    const present = new Set<string>();
    if (node && node.kind !== 'map') {
      f.error(
        'cloudformation.type-mismatch',
        C.typeMismatch(path.split('.').pop()!, 'an object', kindName(node)),
        node.span,
        { path },
      );
      return;
    }
    for (const e of node?.entries ?? []) {
      present.add(e.key);
      const prop = table[e.key];
      if (!prop && readOnly.includes(e.key)) {
        const hint = closest(e.key, Object.keys(table));
        f.warning('cloudformation.read-only-property', C.readOnlyProperty(where, e.key), e.keySpan, {
          path: `${path}.${e.key}`,
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
        continue;
      }
      if (!prop) {
        const hint = closest(e.key, Object.keys(table));
        f.error('cloudformation.unknown-property', C.unknownProperty(where, e.key), e.keySpan, {
          path: `${path}.${e.key}`,
          fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
        });
        continue;
      }
      this.value(e.value, prop, e.key, `${path}.${e.key}`);
    }
    const missing = Object.entries(table)
      .filter(([name, p]) => p[1] === 1 && !present.has(name) && name !== filled)
      .map(([name]) => name);
    if (missing.length)
      f.error('cloudformation.missing-property', C.missingProperty(where, missing), node?.span ?? at, { path });
  }

  private value(node: DocNode, prop: Prop, name: string, path: string): void {
    if (isIntrinsic(node)) return;
    const references = node.kind === 'scalar' ? dynamicReferences(node.value) : [];
    if (references.length) {
      for (const body of references) {
        const why = dynamicReferenceProblem(body);
        if (why)
          this.f.error(
            'cloudformation.malformed-dynamic-reference',
            C.malformedDynamicReference(`{{resolve:${body}}}`, why),
            node.span,
            { path },
          );
      }
      return;
    }
    if (node.kind === 'scalar' && this.packaged(path, node.value))
      return this.f.info('cloudformation.package-path', C.packagePath(name), node.span, { path });
    const codes = Array.isArray(prop[0]) ? prop[0] : [prop[0]];
    // A union passes when any member does; only a single type is reported in detail.
    if (codes.length > 1) {
      if (!codes.some((c) => this.matches(node, c))) this.mismatch(node, codes[0], name, path);
      return;
    }
    const code = codes[0];
    if (!this.matches(node, code)) return this.mismatch(node, code, name, path);
    // The bundled lists hold numbers for numeric properties (RetentionInDays: 1, 3, 5...), and
    // CloudFormation converts `'30'` to 30: both sides are compared as text.
    const allowed = prop[2]?.map(String);
    const given = node.kind === 'scalar' && ['string', 'number'].includes(typeof node.value) && String(node.value);
    if (allowed && given !== false && !allowed.includes(given)) {
      const hint = closest(given, allowed);
      this.f.warning('cloudformation.invalid-value', C.invalidValue(name, given), node.span, {
        path,
        fixHint: hint ? DiagnosticMessages.checks.didYouMean(hint) : DiagnosticMessages.checks.oneOf(allowed),
      });
    }
    this.nested(node, code, name, path);
  }

  private nested(node: DocNode, code: string, name: string, path: string): void {
    if (code[0] === 'o' && node.kind === 'map') {
      this.properties(
        node,
        this.spec.defs[Number(code.slice(1))],
        `\`${path.replace(/^Resources\./, '')}\``,
        path,
        node.span,
      );
    } else if (code[0] === 'l' && node.kind === 'seq')
      node.items.forEach((item, i) => this.value(item, [code.slice(1)], name, `${path}[${i}]`));
    else if (code[0] === 'm' && node.kind === 'map')
      for (const e of node.entries) this.value(e.value, [code.slice(1)], e.key, `${path}.${e.key}`);
    else if (code === 't' && node.kind === 'map')
      for (const e of node.entries)
        if (e.key !== 'Key' && e.key !== 'Value') {
          const hint = closest(e.key, ['Key', 'Value']);
          this.f.error('cloudformation.unknown-property', C.unknownProperty('A tag', e.key), e.keySpan, {
            path: `${path}.${e.key}`,
            fixHint: hint && DiagnosticMessages.checks.didYouMean(hint),
          });
        }
  }

  private matches(node: DocNode, code: string): boolean {
    if (isIntrinsic(node)) return true;
    switch (code[0]) {
      case 'j':
        return true;
      case 's':
        return node.kind === 'scalar';
      case 'i':
      case 'n':
        return (
          node.kind === 'scalar' &&
          (typeof node.value === 'number' || (typeof node.value === 'string' && /^-?\d+(\.\d+)?$/.test(node.value)))
        );
      case 'b':
        return (
          // CloudFormation reads the strings true and false (lower, capitalised or upper case) as
          // booleans, and its YAML is 1.1: an unquoted Yes, no, On or off is a boolean too (PyYAML:
          // not y or n).
          node.kind === 'scalar' &&
          (isBooleanValue(node.value) || (node.yaml11Bool !== undefined && !/^[yYnN]$/.test(String(node.value))))
        );
      case 'l':
        return node.kind === 'seq';
      case 'm':
      case 'o':
      case 't':
        return node.kind === 'map';
      default:
        return true;
    }
  }

  private mismatch(node: DocNode, code: string, name: string, path: string): void {
    const expected: Record<string, string> = {
      s: 'a string',
      i: 'an integer',
      n: 'a number',
      b: 'true or false',
      l: 'a list',
      m: 'a map',
      o: 'an object',
      t: 'a tag (`Key` and `Value`)',
    };
    this.f.error(
      'cloudformation.type-mismatch',
      C.typeMismatch(name, expected[code[0]] ?? 'another type', kindName(node)),
      node.span,
      { path },
    );
  }

  /** A local path in a property the package step uploads (cloudformation/packaged.ts). */
  private packaged(path: string, value: unknown): boolean {
    const m = /^Resources\.([^.]+)\.Properties\.(.+)$/.exec(path);
    const type = m ? this.typeOf(m[1]) : undefined;
    return !!m && !!type && localPackagePath(type, m[2], value);
  }
}

function kindName(n: DocNode): string {
  if (n.kind === 'map') return 'an object';
  if (n.kind === 'seq') return 'a list';
  if (n.value === null) return 'null';
  return typeof n.value === 'string' ? 'a string' : typeof n.value === 'number' ? 'a number' : 'a boolean';
}
