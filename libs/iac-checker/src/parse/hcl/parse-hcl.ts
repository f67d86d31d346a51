/**
 * HCL text -> HclFile: the tree-sitter syntax tree turned into blocks, attributes and expressions
 * with spans, and its error and missing nodes turned into syntax issues a person can act on.
 *
 * @example
 *   await loadHclParser();
 *   parseHcl('main.tf', 'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}\n').body.blocks[0].labels[0].value
 *   // 'aws_s3_bucket'
 */
import { type Node } from 'web-tree-sitter';
import { LineIndex, type Span } from '../position';
import {
  type HclBlock,
  type HclBody,
  type HclExpr,
  type HclFile,
  type HclSyntaxIssue,
  type TraversalStep,
} from './ast';
import { hclParser } from './parser';

export function parseHcl(path: string, text: string): HclFile {
  const tree = hclParser().parse(text);
  const lines = new LineIndex(text);
  const span = (n: Node): Span => lines.span(n.startIndex, n.endIndex);
  const syntax: HclSyntaxIssue[] = [];
  if (!tree) return { path, body: { attributes: [], blocks: [], span: lines.span(0, 0) }, syntax };
  const root = tree.rootNode;
  const bodyNode = root.namedChildren.find((c) => c?.type === 'body');
  const body = bodyNode ? toBody(bodyNode) : { attributes: [], blocks: [], span: span(root) };
  if (root.hasError) collectIssues(root);
  tree.delete();
  return { path, body, syntax };

  function collectIssues(n: Node): void {
    if (syntax.length >= 8) return;
    if (n.isMissing) {
      const parentBlock = n.type === '}' ? enclosingBlock(n) : undefined;
      if (parentBlock) {
        const header = blockHeader(parentBlock);
        syntax.push({ kind: 'unclosed-block', text: header, span: span(n), openedAt: span(parentBlock) });
      } else syntax.push({ kind: 'missing', text: n.type, span: span(n) });
      return;
    }
    if (n.isError) {
      const first = n.text.trim().split('\n')[0];
      if (/^"/.test(first) && !/"\s*$/.test(first))
        syntax.push({ kind: 'unclosed-string', text: first, span: span(n) });
      else syntax.push({ kind: 'unexpected', text: first.slice(0, 40) || n.type, span: span(n) });
      return;
    }
    for (const c of n.children) if (c && (c.hasError || c.isMissing)) collectIssues(c);
  }

  function enclosingBlock(n: Node): Node | undefined {
    let p = n.parent;
    while (p && p.type !== 'block') p = p.parent;
    return p ?? undefined;
  }

  function blockHeader(b: Node): string {
    return b.children
      .filter((c) => c && (c.type === 'identifier' || c.type === 'string_lit'))
      .map((c) => c!.text)
      .join(' ');
  }

  function toBody(n: Node): HclBody {
    const out: HclBody = { attributes: [], blocks: [], span: span(n) };
    for (const c of n.namedChildren) {
      if (!c) continue;
      if (c.type === 'attribute') {
        const id = c.namedChildren.find((x) => x?.type === 'identifier');
        const e = c.namedChildren.find((x) => x?.type === 'expression');
        if (!id) continue;
        out.attributes.push({
          name: id.text,
          nameSpan: span(id),
          expr: e ? expr(e) : { kind: 'unknown', span: span(c) },
          span: span(c),
        });
      } else if (c.type === 'block') out.blocks.push(toBlock(c));
    }
    return out;
  }

  function toBlock(n: Node): HclBlock {
    const kids = n.namedChildren.filter((x): x is Node => !!x);
    const id = kids.find((x) => x.type === 'identifier')!;
    const labels = kids
      .filter((x) => x !== id && (x.type === 'string_lit' || x.type === 'identifier'))
      .map((x) => ({ value: x.type === 'string_lit' ? stringValue(x) : x.text, span: span(x) }));
    const b = kids.find((x) => x.type === 'body');
    return {
      type: id?.text ?? '',
      typeSpan: id ? span(id) : span(n),
      labels,
      body: b ? toBody(b) : { attributes: [], blocks: [], span: span(n) },
      span: span(n),
    };
  }

  function stringValue(n: Node): string {
    return n.namedChildren
      .filter((x) => x?.type === 'template_literal')
      .map((x) => x!.text)
      .join('');
  }

  function expr(n: Node): HclExpr {
    switch (n.type) {
      case 'expression': {
        const kids = n.namedChildren.filter((x): x is Node => !!x);
        if (!kids.length) {
          // `( expression )`
          return { kind: 'unknown', span: span(n) };
        }
        const [head, ...rest] = kids;
        const postfix = rest.filter((x) => ['get_attr', 'index', 'splat'].includes(x.type));
        if (head.type === 'variable_expr') {
          const root = head.namedChildren[0];
          return {
            kind: 'traversal',
            root: root?.text ?? head.text,
            rootSpan: span(head),
            steps: postfix.flatMap(steps),
            span: span(n),
          };
        }
        const base = expr(head);
        return postfix.length ? { kind: 'postfix', base, steps: postfix.flatMap(steps), span: span(n) } : base;
      }
      case 'literal_value':
        return literal(n.namedChildren[0] ?? n);
      case 'string_lit':
      case 'numeric_lit':
      case 'bool_lit':
      case 'null_lit':
        return literal(n);
      case 'template_expr':
        return template(n.namedChildren[0] ?? n);
      case 'collection_value':
        return expr(n.namedChildren[0] ?? n);
      case 'tuple':
        return {
          kind: 'tuple',
          items: n.namedChildren.filter((x) => x?.type === 'expression').map((x) => expr(x!)),
          span: span(n),
        };
      case 'object':
        return {
          kind: 'object',
          items: n.namedChildren
            .filter((x) => x?.type === 'object_elem')
            .map((el) => {
              const [k, v] = el!.namedChildren.filter((x): x is Node => x?.type === 'expression');
              const key = k ? expr(k) : ({ kind: 'unknown', span: span(el!) } as HclExpr);
              const keyName =
                key.kind === 'traversal' && !key.steps.length
                  ? key.root
                  : key.kind === 'literal' && typeof key.value === 'string'
                    ? key.value
                    : undefined;
              return { key, keyName, value: v ? expr(v) : { kind: 'unknown', span: span(el!) }, span: span(el!) };
            }),
          span: span(n),
        };
      case 'function_call': {
        const id = n.namedChildren.find((x) => x?.type === 'identifier');
        const args = n.namedChildren.find((x) => x?.type === 'function_arguments');
        return {
          kind: 'call',
          name: id?.text ?? '',
          nameSpan: id ? span(id) : span(n),
          args: (args?.namedChildren ?? []).filter((x) => x?.type === 'expression').map((x) => expr(x!)),
          span: span(n),
        };
      }
      case 'conditional': {
        const [c, t, o] = n.namedChildren.filter((x): x is Node => x?.type === 'expression').map(expr);
        const unknown: HclExpr = { kind: 'unknown', span: span(n) };
        return {
          kind: 'conditional',
          condition: c ?? unknown,
          then: t ?? unknown,
          otherwise: o ?? unknown,
          span: span(n),
        };
      }
      case 'operation':
        return expr(n.namedChildren[0] ?? n);
      case 'unary_operation':
      case 'binary_operation': {
        const operator = n.children.find((x) => x && !x.isNamed)?.text ?? '';
        return {
          kind: 'operation',
          operator,
          operands: n.namedChildren.filter((x): x is Node => !!x).map(expr),
          span: span(n),
        };
      }
      case 'variable_expr':
        return { kind: 'traversal', root: n.text, rootSpan: span(n), steps: [], span: span(n) };
      case 'for_expr':
        return forExpr(n.namedChildren[0] ?? n);
      default:
        return { kind: 'unknown', span: span(n) };
    }
  }

  function literal(n: Node): HclExpr {
    switch (n.type) {
      case 'numeric_lit':
        return { kind: 'literal', value: Number(n.text), span: span(n) };
      case 'bool_lit':
        return { kind: 'literal', value: n.text === 'true', span: span(n) };
      case 'null_lit':
        return { kind: 'literal', value: null, span: span(n) };
      case 'string_lit':
        return { kind: 'literal', value: stringValue(n), span: span(n) };
      default:
        return { kind: 'unknown', span: span(n) };
    }
  }

  function template(n: Node): HclExpr {
    const parts: (string | HclExpr)[] = [];
    for (const c of n.namedChildren) {
      if (!c) continue;
      if (c.type === 'template_literal') parts.push(c.text);
      else if (c.type === 'template_interpolation' || c.type === 'template_directive') {
        for (const e of c.namedChildren) if (e?.type === 'expression') parts.push(expr(e));
        if (c.type === 'template_directive') parts.push({ kind: 'unknown', span: span(c) });
      }
    }
    const heredoc = n.type === 'heredoc_template';
    if (!heredoc && parts.every((p) => typeof p === 'string'))
      return { kind: 'literal', value: parts.join(''), span: span(n) };
    return { kind: 'template', parts, span: span(n), heredoc };
  }

  function forExpr(n: Node): HclExpr {
    const intro = n.namedChildren.find((x) => x?.type === 'for_intro');
    const names = (intro?.namedChildren ?? []).filter((x) => x?.type === 'identifier').map((x) => x!.text);
    const collection = intro?.namedChildren.find((x) => x?.type === 'expression');
    const body = n.namedChildren.filter((x): x is Node => x?.type === 'expression').map(expr);
    const cond = n.namedChildren
      .find((x) => x?.type === 'for_cond')
      ?.namedChildren.find((x) => x?.type === 'expression');
    return {
      kind: 'for',
      names,
      collection: collection ? expr(collection) : { kind: 'unknown', span: span(n) },
      body,
      condition: cond ? expr(cond) : undefined,
      span: span(n),
    };
  }

  function steps(n: Node): TraversalStep[] {
    if (n.type === 'get_attr') {
      const id = n.namedChildren.find((x) => x?.type === 'identifier');
      return [{ kind: 'attr', name: id?.text ?? '', span: span(id ?? n) }];
    }
    if (n.type === 'index') {
      const inner = n.namedChildren[0];
      const e = inner?.namedChildren.find((x) => x?.type === 'expression');
      if (inner?.type === 'legacy_index') {
        const digits = inner.text.replace(/^\./, '');
        return [{ kind: 'index', key: { kind: 'literal', value: Number(digits), span: span(inner) }, span: span(n) }];
      }
      return [{ kind: 'index', key: e ? expr(e) : undefined, span: span(n) }];
    }
    if (n.type === 'splat') {
      const inner = n.namedChildren[0];
      const out: TraversalStep[] = [{ kind: 'splat', span: span(n) }];
      for (const c of inner?.namedChildren ?? []) if (c) out.push(...steps(c));
      return out;
    }
    return [];
  }
}
