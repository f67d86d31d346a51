/**
 * HCL (Terraform) parsed into plain data that keeps a span for every block, label, attribute and
 * expression, so validators and the security rules can point at the exact place.
 */
import { type Span } from '../position';

export interface HclFile {
  path: string;
  body: HclBody;
  /** Syntax problems found while parsing; the rest of the file is still parsed around them. */
  syntax: HclSyntaxIssue[];
  /** Read from Terraform's JSON syntax (parse/hcl/from-json.ts): declarations only, not checked. */
  json?: boolean;
}
export interface HclSyntaxIssue {
  kind: 'unexpected' | 'missing' | 'unclosed-block' | 'unclosed-string';
  /** The unexpected text, the missing token, or the unclosed block's header. */
  text: string;
  span: Span;
  /** For an unclosed block: where it was opened. */
  openedAt?: Span;
}
export interface HclBody {
  attributes: HclAttribute[];
  blocks: HclBlock[];
  span: Span;
}
interface HclLabel {
  value: string;
  span: Span;
}
export interface HclBlock {
  type: string;
  typeSpan: Span;
  labels: HclLabel[];
  body: HclBody;
  span: Span;
}
export interface HclAttribute {
  name: string;
  nameSpan: Span;
  expr: HclExpr;
  span: Span;
}

export type TraversalStep =
  | { kind: 'attr'; name: string; span: Span }
  | { kind: 'index'; key?: HclExpr; span: Span }
  | { kind: 'splat'; span: Span };

export type HclExpr =
  | { kind: 'literal'; value: string | number | boolean | null; span: Span }
  /** A quoted string or heredoc with `${...}` parts (plain strings are literals). */
  | { kind: 'template'; parts: (string | HclExpr)[]; span: Span; heredoc: boolean }
  /** `var.name`, `aws_s3_bucket.logs.arn`, `each.value`, `x[0].id`. */
  | { kind: 'traversal'; root: string; rootSpan: Span; steps: TraversalStep[]; span: Span }
  /** Steps applied to something that is not a name: `lookup(m, k).id`, `(x)[0]`. */
  | { kind: 'postfix'; base: HclExpr; steps: TraversalStep[]; span: Span }
  | { kind: 'call'; name: string; nameSpan: Span; args: HclExpr[]; span: Span }
  | { kind: 'tuple'; items: HclExpr[]; span: Span }
  | { kind: 'object'; items: HclObjectItem[]; span: Span }
  | { kind: 'conditional'; condition: HclExpr; then: HclExpr; otherwise: HclExpr; span: Span }
  | { kind: 'for'; names: string[]; collection: HclExpr; body: HclExpr[]; condition?: HclExpr; span: Span }
  | { kind: 'operation'; operator: string; operands: HclExpr[]; span: Span }
  | { kind: 'unknown'; span: Span };

interface HclObjectItem {
  /** The key's text when it is a plain name or string (`a = 1`, `"a" = 1`). */
  keyName?: string;
  key: HclExpr;
  value: HclExpr;
  span: Span;
}

/** Every name the expression refers to (`var.x`, `aws_instance.web.id`, ...), nested ones too. */
export function traversals(expr: HclExpr, out: Extract<HclExpr, { kind: 'traversal' }>[] = []): typeof out {
  switch (expr.kind) {
    case 'traversal':
      out.push(expr);
      for (const s of expr.steps) if (s.kind === 'index' && s.key) traversals(s.key, out);
      break;
    case 'postfix':
      traversals(expr.base, out);
      for (const s of expr.steps) if (s.kind === 'index' && s.key) traversals(s.key, out);
      break;
    case 'template':
      for (const p of expr.parts) if (typeof p !== 'string') traversals(p, out);
      break;
    case 'call':
      expr.args.forEach((a) => traversals(a, out));
      break;
    case 'tuple':
      expr.items.forEach((a) => traversals(a, out));
      break;
    case 'object':
      for (const i of expr.items) {
        if (i.keyName === undefined) traversals(i.key, out);
        traversals(i.value, out);
      }
      break;
    case 'conditional':
      [expr.condition, expr.then, expr.otherwise].forEach((a) => traversals(a, out));
      break;
    case 'for': {
      // Names bound by the for expression are not references.
      const inner: typeof out = [];
      [...expr.body, ...(expr.condition ? [expr.condition] : [])].forEach((a) => traversals(a, inner));
      traversals(expr.collection, out);
      out.push(...inner.filter((t) => !expr.names.includes(t.root)));
      break;
    }
    case 'operation':
      expr.operands.forEach((a) => traversals(a, out));
      break;
  }
  return out;
}

/** Every function call in the expression. */
export function calls(expr: HclExpr, out: Extract<HclExpr, { kind: 'call' }>[] = []): typeof out {
  const visit = (e: HclExpr) => calls(e, out);
  switch (expr.kind) {
    case 'call':
      out.push(expr);
      expr.args.forEach(visit);
      break;
    case 'postfix':
      visit(expr.base);
      break;
    case 'template':
      for (const p of expr.parts) if (typeof p !== 'string') visit(p);
      break;
    case 'tuple':
      expr.items.forEach(visit);
      break;
    case 'object':
      for (const i of expr.items) {
        visit(i.key);
        visit(i.value);
      }
      break;
    case 'conditional':
      [expr.condition, expr.then, expr.otherwise].forEach(visit);
      break;
    case 'for':
      [expr.collection, ...expr.body, ...(expr.condition ? [expr.condition] : [])].forEach(visit);
      break;
    case 'operation':
      expr.operands.forEach(visit);
      break;
  }
  return out;
}
