/**
 * A tiny HCL writer. Everything the generator emits goes through here, so escaping lives in one
 * place: user text (names, paths, descriptions) can never break out of a string or start an
 * interpolation, whatever the prompt contained.
 *
 * @example
 *   writeBlocks([{ type: 'resource', labels: ['aws_vpc', 'main'], body: { cidr_block: '10.0.0.0/16' } }])
 */

/** A raw HCL expression (a reference or a function call), written without quotes. */
export class Expr {
  constructor(readonly code: string) {}
}
export const expr = (code: string): Expr => new Expr(code);

/** A function call whose arguments are HCL values: `jsonencode({ ... })`. */
export class Call {
  constructor(
    readonly fn: string,
    readonly args: HclValue[],
  ) {}
}
export const call = (fn: string, ...args: HclValue[]): Call => new Call(fn, args);

/**
 * A nested block (`ingress { ... }`) as opposed to an object attribute (`tags = { ... }`). `N`,
 * type only, is the names its body was written with. Structural typing lets a body with an extra
 * name stand for a schema block's body, and a block built inside `x.resource(type, ...)` has no
 * contextual type to refuse one (`type` is being inferred in the same call), so the schema's block
 * type (schema-types/values.ts `TfBlock`) compares the written names with its own. The default,
 * any name, is the untyped block any body takes.
 */
export class NestedBlock<B extends HclBody = HclBody, N extends string = string> {
  /** Type only, never set: see `N`. */
  declare readonly names?: N;
  constructor(readonly body: B) {}
}
/**
 * A nested block, typed by the body it is given: put in a body typed by the schemas, each name it
 * was written with must be the block's. A body whose names are not known where it is written (a
 * value typed `HclBody`, or one spread into the literal) is checked only by its known names' values.
 */
export const block = <B extends HclBody = HclBody>(body: B): NestedBlock<B, WrittenNames<B>> => new NestedBlock(body);
/** A body literal's own names; none when the body has an index signature (its names are not known). */
type WrittenNames<B> = string extends keyof B ? never : keyof B & string;

export type HclValue =
  string | number | boolean | Expr | Call | NestedBlock | HclValue[] | { [key: string]: HclValue | undefined };
export type HclBody = { [key: string]: HclValue | undefined };

export interface HclBlock {
  type: 'resource' | 'data' | 'variable' | 'output' | 'provider' | 'terraform' | 'locals';
  labels: string[];
  body: HclBody;
  /** A comment written above the block, saying why it is there. */
  comment?: string;
}

/** Escapes a string for an HCL quoted template: quotes, backslashes, control characters, `${` and `%{`. */
function hclString(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '"') out += '\\"';
    else if (ch === '\\') out += '\\\\';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code >= 0xd800 && code <= 0xdfff)
      out += '\uFFFD'; // a lone surrogate has no UTF-8 form
    else if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0) || code === 0x2028 || code === 0x2029) {
      out += `\\u${code.toString(16).padStart(4, '0')}`;
    } else out += ch;
  }
  return `"${out.replace(/\$\{/g, '$${').replace(/%\{/g, '%%{')}"`;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_-]*$/;
function key(k: string): string {
  return IDENT.test(k) ? k : hclString(k);
}

function isBlockList(v: HclValue | undefined): v is NestedBlock[] {
  return Array.isArray(v) && v.length > 0 && v.every((x) => x instanceof NestedBlock);
}

function value(v: HclValue, indent: string): string {
  if (typeof v === 'string') return hclString(v);
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '0';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Expr) return v.code;
  if (v instanceof Call) return `${v.fn}(${v.args.map((a) => value(a, indent)).join(', ')})`;
  if (v instanceof NestedBlock) return value(v.body as HclValue, indent);
  if (Array.isArray(v)) {
    if (v.length === 0) return '[]';
    const simple = v.every((x) => typeof x !== 'object' || x instanceof Expr);
    if (simple) return `[${v.map((x) => value(x, indent)).join(', ')}]`;
    const inner = indent + '  ';
    return `[\n${v.map((x) => `${inner}${value(x, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(v).filter((e): e is [string, HclValue] => e[1] !== undefined);
  if (entries.length === 0) return '{}';
  const inner = indent + '  ';
  const width = Math.max(...entries.map(([k]) => key(k).length));
  return `{\n${entries.map(([k, x]) => `${inner}${key(k).padEnd(width)} = ${value(x, inner)}`).join('\n')}\n${indent}}`;
}

function body(b: HclBody, indent: string): string {
  const lines: string[] = [];
  const entries = Object.entries(b).filter((e): e is [string, HclValue] => e[1] !== undefined);
  const attrs = entries.filter(([, v]) => !(v instanceof NestedBlock) && !isBlockList(v));
  const blocks = entries.filter(([, v]) => v instanceof NestedBlock || isBlockList(v));
  const width = attrs.length ? Math.max(...attrs.map(([k]) => key(k).length)) : 0;
  for (const [k, v] of attrs) lines.push(`${indent}${key(k).padEnd(width)} = ${value(v, indent)}`);
  for (const [k, v] of blocks) {
    const list = v instanceof NestedBlock ? [v] : (v as NestedBlock[]);
    for (const nb of list) {
      if (lines.length) lines.push('');
      lines.push(`${indent}${k} {`, ...splitNonEmpty(body(nb.body, indent + '  ')), `${indent}}`);
    }
  }
  return lines.join('\n');
}

function splitNonEmpty(s: string): string[] {
  return s === '' ? [] : s.split('\n');
}

/** Writes blocks separated by blank lines, each preceded by its comment. */
export function writeBlocks(blocks: HclBlock[]): string {
  return (
    blocks
      .map((b) => {
        const head = [b.type, ...b.labels.map((l) => hclString(l))].join(' ');
        const comment = b.comment
          ? b.comment
              .split('\n')
              .map((l) => `# ${l}`)
              .join('\n') + '\n'
          : '';
        const inner = body(b.body, '  ');
        return `${comment}${head} {${inner ? `\n${inner}\n` : ''}}`;
      })
      .join('\n\n') + '\n'
  );
}

/** A Terraform identifier (resource label) from any text: letters, digits, `_` and `-`, not starting with a digit. */
export function tfLabel(text: string, fallback = 'this'): string {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^[^A-Za-z_]+/, '')
    .replace(/_+$/, '')
    .slice(0, 60);
  return cleaned || fallback;
}
