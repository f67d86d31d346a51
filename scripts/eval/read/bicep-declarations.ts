/**
 * The declarations of a Bicep file as the evaluation reads them, from the checker's Bicep parser
 * (@infragen/iac-checker/parse, the one the checks use): params (with defaults), vars, and
 * resources with their bodies as plain values, nested child resources included (a child is listed
 * before its parent, its type prefixed with the parent's). Literals are values; any other
 * expression is kept as its text ({expr}), loops and conditions as markers ({loop}, {when}).
 *
 * @example
 *   bicepDeclarations("param sku string = 'S1'\nresource s 'Microsoft.Web/serverfarms@2023-01-01' = { sku: { name: sku } }")
 *   // { params: Map{sku => 'S1'}, vars: Map{}, resources: [{ symbol: 's', type: 'Microsoft.Web/serverfarms', body: {...} }] }
 */
import { parseBicep, type BicepExpr } from '@infragen/iac-checker/parse';

export class BicepSyntaxError extends Error {}

interface BicepResource {
  symbol: string;
  type: string;
  existing: boolean;
  body: unknown;
  line: number;
}

export interface BicepDeclarations {
  params: Map<string, unknown>;
  vars: Map<string, unknown>;
  resources: BicepResource[];
}

type Statement = ReturnType<typeof parseBicep>['statements'][number];

export function bicepDeclarations(source: string): BicepDeclarations {
  const parsed = parseBicep(source);
  const issue = parsed.syntax[0];
  if (issue) throw new BicepSyntaxError(`line ${issue.span.start.line}: ${issue.message}`);
  const out: BicepDeclarations = { params: new Map(), vars: new Map(), resources: [] };
  const text = (e: BicepExpr) => source.slice(e.span.start.offset, e.span.end.offset).trim();

  /** A string's value: the text between its quotes, escapes read; `'''` strings as written. */
  function stringValue(raw: string): string {
    if (raw.startsWith("'''")) return raw.slice(3, -3);
    return raw.slice(1, -1).replace(/\\(.)/g, (_m, ch: string) => ({ n: '\n', r: '\r', t: '\t' })[ch] ?? ch);
  }

  function value(e: BicepExpr, parent?: string): unknown {
    switch (e.kind) {
      case 'string':
        return stringValue(text(e));
      case 'number':
        return e.value;
      case 'bool':
        return e.value;
      case 'null':
        return null;
      case 'unary':
        return e.operator === '-' && e.operand.kind === 'number' ? -e.operand.value : { expr: text(e) };
      case 'object': {
        const obj: Record<string, unknown> = {};
        for (const p of e.props) {
          // A quoted key is read as written, `${...}` included (the parser keeps only its literal parts).
          const key = source.slice(p.keySpan.start.offset, p.keySpan.end.offset);
          obj[key.startsWith("'") ? stringValue(key) : p.key] = value(p.value, parent);
        }
        for (const r of e.resources) resource(r, parent);
        return obj;
      }
      case 'array':
        return e.items.map((item) => value(item, parent));
      case 'for': {
        const whole = text(e);
        const header = whole.slice(whole.indexOf('for') + 3, e.body.span.start.offset - e.span.start.offset);
        return { loop: { header: header.trim().replace(/:$/, '').trim(), body: value(e.body, parent) } };
      }
      case 'if':
        return { when: value(e.body, parent) };
      // `json('1.5')`: how Bicep writes a fraction (it has no decimal literal), read as the number it is.
      case 'call': {
        const [arg] = e.args;
        const raw = arg?.kind === 'string' ? stringValue(text(arg)).trim() : '';
        const number = /^-?\d+(?:\.\d+)?$/.test(raw) ? Number(raw) : NaN;
        return text(e.callee) === 'json' && e.args.length === 1 && Number.isFinite(number) ? number : { expr: text(e) };
      }
      default:
        return { expr: text(e) };
    }
  }

  function resource(s: Statement, parent?: string): void {
    const typed = (s.typeRef?.text ?? '').replace(/@.*$/, '');
    const type = parent && !typed.includes('/') ? `${parent}/${typed}` : typed;
    const body = s.value ? value(s.value, type) : undefined;
    out.resources.push({ symbol: s.name ?? '', type, existing: !!s.existing, body, line: s.span.start.line });
  }

  for (const s of parsed.statements) {
    if (s.kind === 'param' && s.name && s.value) out.params.set(s.name, value(s.value));
    else if (s.kind === 'var' && s.name && s.value) out.vars.set(s.name, value(s.value));
    else if (s.kind === 'resource') resource(s);
  }
  return out;
}
