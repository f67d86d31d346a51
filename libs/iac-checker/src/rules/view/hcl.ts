/**
 * Terraform blocks and expressions read as Nodes: attributes and nested blocks by name, values
 * worked out with the module's variables (tfvars first, then defaults) and locals.
 *
 * Native Kubernetes resources (`kubernetes_deployment_v1`) write the API's camelCase fields in
 * snake_case and lists as repeated singular blocks (`container { ... }`); with `k8sNames` a lookup
 * of `securityContext` or `containers` finds `security_context` and the `container` blocks, so the
 * Kubernetes rules read both the YAML and the Terraform forms through the same names.
 */
import { type HclBlock, type HclBody, type HclExpr, traversals } from '../../parse/hcl/ast';
import { type DocNode } from '../../parse/doc/ast';
import { parseJson } from '../../parse/doc/parse-json';
import { type Span } from '../../parse/position';
import { evaluate, type Scope, type Value } from '../../terraform/evaluate';
import { type Node, ValueNode } from './node';
import { DocView, plainDoc } from './doc';

const snake = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
const singular = (key: string) => (key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.replace(/s$/, ''));
/** Names a reference starts with that are not resources. */
const NOT_RESOURCES = new Set(['var', 'local', 'each', 'count', 'self', 'path', 'terraform', 'module']);

/** Resource keys an expression refers to: `aws_s3_bucket.logs`, `data.aws_iam_policy_document.x`, `module.vpc`. */
function hclRefs(expr: HclExpr): string[] {
  const out: string[] = [];
  for (const t of traversals(expr)) {
    const [a, b] = t.steps.map((s) => (s.kind === 'attr' ? s.name : undefined));
    if (t.root === 'module' && a) out.push(`module.${a}`);
    else if (t.root === 'data' && a && b) out.push(`data.${a}.${b}`);
    else if (!NOT_RESOURCES.has(t.root) && a) out.push(`${t.root}.${a}`);
  }
  return out;
}

/**
 * Every reference an expression makes, as its dotted path of names (`aws_ssm_parameter.db.value`,
 * `var.db_password`, `data.aws_secretsmanager_secret_version.x.secret_string`): what it reads, not
 * only which resource. Empty for a node that is not a Terraform expression.
 */
export function referencePaths(node: Node | undefined): string[] {
  if (!(node instanceof HclExprNode)) return [];
  return traversals(node.expr).map((t) =>
    [t.root, ...t.steps.flatMap((s) => (s.kind === 'attr' ? [s.name] : []))].join('.'),
  );
}

export class HclBodyNode implements Node {
  constructor(
    private readonly body: HclBody,
    readonly span: Span,
    private readonly scope: Scope,
    readonly keySpan?: Span,
    private readonly k8sNames = false,
  ) {}

  private attribute(key: string) {
    const attrs = this.body.attributes;
    return attrs.find((a) => a.name === key) ?? (this.k8sNames ? attrs.find((a) => a.name === snake(key)) : undefined);
  }

  /** Blocks of a type, with the content of `dynamic "<type>"` blocks (their values are unknown). */
  private blocks(key: string): HclBlock[] {
    const names = this.k8sNames ? [key, snake(key), singular(snake(key))] : [key];
    for (const name of names) {
      const found = this.body.blocks.flatMap((b) => {
        if (b.type === name) return [b];
        if (b.type === 'dynamic' && b.labels[0]?.value === name)
          return b.body.blocks.filter((c) => c.type === 'content').map((c) => ({ ...c, typeSpan: b.typeSpan }));
        return [];
      });
      if (found.length) return found;
    }
    return [];
  }

  private blockNode(b: HclBlock): Node {
    return new HclBodyNode(b.body, b.span, this.scope, b.typeSpan, this.k8sNames);
  }

  get(key: string): Node | undefined {
    const a = this.attribute(key);
    if (a) return new HclExprNode(a.expr, this.scope, a.nameSpan, this.k8sNames);
    const [b] = this.blocks(key);
    return b && this.blockNode(b);
  }
  list(key: string): Node[] {
    const a = this.attribute(key);
    if (a) return new HclExprNode(a.expr, this.scope, a.nameSpan, this.k8sNames).items();
    return this.blocks(key).map((b) => this.blockNode(b));
  }
  items(): Node[] {
    return [];
  }
  keys(): string[] {
    return [...this.body.attributes.map((a) => a.name), ...this.body.blocks.map((b) => b.type)];
  }
  value(): Value {
    const out: Record<string, Value> = {};
    for (const a of this.body.attributes) out[a.name] = evaluate(a.expr, this.scope);
    for (const b of this.body.blocks) {
      const list = (out[b.type] ??= []) as Value[];
      list.push(this.blockNode(b).value());
    }
    return out;
  }
  refs(): string[] {
    return [
      ...this.body.attributes.flatMap((a) => hclRefs(a.expr)),
      ...this.body.blocks.flatMap((b) => this.blockNode(b).refs()),
    ];
  }
}

export class HclExprNode implements Node {
  readonly span: Span;
  constructor(
    readonly expr: HclExpr,
    private readonly scope: Scope,
    readonly keySpan?: Span,
    private readonly k8sNames = false,
  ) {
    this.span = expr.span;
  }

  get(key: string): Node | undefined {
    const e = this.expr;
    if (e.kind === 'object') {
      const item =
        e.items.find((i) => i.keyName === key) ??
        (this.k8sNames ? e.items.find((i) => i.keyName === snake(key)) : undefined);
      return item && new HclExprNode(item.value, this.scope, item.key.span, this.k8sNames);
    }
    return new ValueNode(this.value(), this.span, this.keySpan).get(key);
  }
  list(key: string): Node[] {
    return this.get(key)?.items() ?? [];
  }
  items(): Node[] {
    const e = this.expr;
    if (e.kind === 'tuple') return e.items.map((i) => new HclExprNode(i, this.scope, undefined, this.k8sNames));
    return new ValueNode(this.value(), this.span).items();
  }
  keys(): string[] {
    const e = this.expr;
    if (e.kind === 'object') return e.items.flatMap((i) => (i.keyName === undefined ? [] : [i.keyName]));
    return new ValueNode(this.value(), this.span).keys();
  }
  value(): Value {
    return evaluate(this.expr, this.scope);
  }
  refs(): string[] {
    return hclRefs(this.expr);
  }

  /**
   * A JSON document written in the expression: `jsonencode({...})` read as its argument (with its
   * own positions), or a string (heredoc or quoted) holding JSON, read with positions on the lines
   * it is written on. Undefined when the expression is neither (a reference, `file(...)`).
   */
  decoded(): Node | undefined {
    const e = this.expr;
    if (e.kind === 'call' && e.name === 'jsonencode' && e.args.length === 1)
      return new HclExprNode(e.args[0], this.scope, this.keySpan, this.k8sNames);
    const text =
      e.kind === 'literal' && typeof e.value === 'string'
        ? e.value
        : e.kind === 'template' && e.parts.every((p) => typeof p === 'string')
          ? e.parts.join('')
          : undefined;
    if (text === undefined) {
      const v = this.value();
      if (typeof v !== 'string') return undefined;
      try {
        return new ValueNode(JSON.parse(v) as Value, this.span, this.keySpan);
      } catch {
        return undefined;
      }
    }
    const doc = parseJson(text);
    if (!doc.root || doc.syntax.length) return undefined;
    // A heredoc's text starts on the line after `<<EOF`; a quoted string's on its own line.
    const lineShift = this.span.start.line - 1 + (e.kind === 'template' && e.heredoc ? 1 : 0);
    return new DocView(shiftLines(doc.root, lineShift), plainDoc, this.keySpan);
  }
}

/** A parsed JSON tree moved down by `by` lines (its columns are kept as they are). */
function shiftLines<T extends DocNode>(node: T, by: number): T {
  const span = (s: Span): Span => ({
    start: { ...s.start, line: s.start.line + by },
    end: { ...s.end, line: s.end.line + by },
  });
  if (node.kind === 'map')
    return {
      ...node,
      span: span(node.span),
      entries: node.entries.map((e) => ({ ...e, keySpan: span(e.keySpan), value: shiftLines(e.value, by) })),
    };
  if (node.kind === 'seq') return { ...node, span: span(node.span), items: node.items.map((i) => shiftLines(i, by)) };
  return { ...node, span: span(node.span) };
}
