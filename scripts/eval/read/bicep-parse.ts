/**
 * A reader of Bicep declarations: params (with defaults), vars, and resources with their bodies
 * as plain values, nested child resources included. It is not the Bicep compiler: expressions other
 * than literals are kept as their text ({expr}), loops and conditions as markers ({loop}, {when}),
 * and anything it cannot read raises a BicepSyntaxError with the line.
 *
 * @example
 *   parseBicep("param sku string = 'S1'\nresource s 'Microsoft.Web/serverfarms@2023-01-01' = { sku: { name: sku } }")
 *   // { params: Map{sku => 'S1'}, vars: Map{}, resources: [{ symbol: 's', type: 'Microsoft.Web/serverfarms', body: {...} }] }
 */
export class BicepSyntaxError extends Error {}

interface BicepExpr {
  expr: string;
}
interface BicepLoop {
  loop: { header: string; body: unknown };
}
interface BicepWhen {
  when: unknown;
}

interface BicepResource {
  symbol: string;
  type: string;
  existing: boolean;
  body: unknown;
  line: number;
}

export interface BicepFile {
  params: Map<string, unknown>;
  vars: Map<string, unknown>;
  resources: BicepResource[];
}

const IDENT = /[A-Za-z_$][\w$]*/y;
const NUMBER = /^-?\d+(\.\d+)?$/;
const SKIPPED_STATEMENTS = new Set([
  'targetScope',
  'metadata',
  'type',
  'func',
  'import',
  'using',
  'extension',
  'provider',
  'assert',
  'module',
  'output',
]);

class Reader {
  private pos = 0;
  readonly file: BicepFile = { params: new Map(), vars: new Map(), resources: [] };

  constructor(private readonly text: string) {}

  private line(at = this.pos): number {
    return this.text.slice(0, at).split('\n').length;
  }

  private fail(what: string): never {
    throw new BicepSyntaxError(`line ${this.line()}: ${what}`);
  }

  private peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }

  /** Skips spaces and comments; newlines too when `lines` is set. */
  private skip(lines: boolean): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\r' || (lines && c === '\n')) this.pos++;
      else if (c === '/' && this.peek(1) === '/')
        while (this.pos < this.text.length && this.peek() !== '\n') this.pos++;
      else if (c === '/' && this.peek(1) === '*') {
        const end = this.text.indexOf('*/', this.pos + 2);
        if (end < 0) this.fail('unclosed comment');
        this.pos = end + 2;
      } else return;
    }
  }

  private ident(): string | undefined {
    IDENT.lastIndex = this.pos;
    const m = IDENT.exec(this.text);
    if (!m) return undefined;
    this.pos += m[0].length;
    return m[0];
  }

  private expect(c: string): void {
    this.skip(false);
    if (this.peek() !== c) this.fail(`expected "${c}"`);
    this.pos++;
  }

  /** Moves past a string starting at pos ('...' with ${} interpolation, or '''...'''). */
  private skipString(): void {
    if (this.text.startsWith("'''", this.pos)) {
      const end = this.text.indexOf("'''", this.pos + 3);
      if (end < 0) this.fail('unclosed multi-line string');
      this.pos = end + 3;
      return;
    }
    this.pos++;
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === '\\') this.pos += 2;
      else if (c === "'") {
        this.pos++;
        return;
      } else if (c === '$' && this.peek(1) === '{') {
        this.pos += 2;
        this.skipNested('}');
      } else if (c === '\n') this.fail('unclosed string');
      else this.pos++;
    }
    this.fail('unclosed string');
  }

  /** Moves past balanced brackets until `close` at depth 0 (consumed). */
  private skipNested(close: string): void {
    const stack = [close];
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === "'") {
        this.skipString();
        continue;
      }
      if (c === '/' && (this.peek(1) === '/' || this.peek(1) === '*')) {
        this.skip(false);
        continue;
      }
      this.pos++;
      if (c === '(') stack.push(')');
      else if (c === '[') stack.push(']');
      else if (c === '{') stack.push('}');
      else if (c === stack[stack.length - 1]) {
        stack.pop();
        if (!stack.length) return;
      } else if (c === ')' || c === ']' || c === '}') this.fail(`unbalanced "${c}"`);
    }
    this.fail(`missing "${close}"`);
  }

  /** The text of an expression up to the end of its line (or a closing bracket) at depth 0. */
  private rawExpression(): string {
    const start = this.pos;
    while (this.pos < this.text.length) {
      const c = this.peek();
      if (c === '\n' || c === ',' || c === '}' || c === ']' || c === ')') break;
      if (c === "'") this.skipString();
      else if (c === '/' && this.peek(1) === '/') break;
      else if (c === '(' || c === '[' || c === '{') {
        this.pos++;
        this.skipNested(c === '(' ? ')' : c === '[' ? ']' : '}');
      } else this.pos++;
    }
    const text = this.text.slice(start, this.pos).trim();
    if (!text) this.fail('expected a value');
    return text;
  }

  private atValueEnd(): boolean {
    this.skip(false);
    const c = this.peek();
    return c === '' || c === '\n' || c === ',' || c === '}' || c === ']' || c === ')';
  }

  private stringLiteral(): string {
    const start = this.pos;
    this.skipString();
    const raw = this.text.slice(start, this.pos);
    if (raw.startsWith("'''")) return raw.slice(3, -3);
    return raw.slice(1, -1).replace(/\\(.)/g, (_m, ch: string) => ({ n: '\n', r: '\r', t: '\t' })[ch] ?? ch);
  }

  /** A value: a literal, an object, an array, a loop, a condition, or an expression kept as text. */
  value(parent?: string): unknown {
    this.skip(true);
    const start = this.pos;
    let v: unknown;
    const c = this.peek();
    if (c === '{') v = this.object(parent);
    else if (c === '[') v = this.arrayOrLoop(parent);
    else if (c === "'") v = this.stringLiteral();
    else if (this.text.startsWith('if', this.pos) && /^if\s*\(/.test(this.text.slice(this.pos, this.pos + 8))) {
      this.pos += 2;
      this.skip(false);
      this.expect('(');
      this.skipNested(')');
      return { when: this.value(parent) } satisfies BicepWhen;
    } else {
      const text = this.rawExpression();
      if (NUMBER.test(text)) return Number(text);
      if (text === 'true' || text === 'false') return text === 'true';
      if (text === 'null') return null;
      return { expr: text } satisfies BicepExpr;
    }
    if (this.atValueEnd()) return v;
    // A literal followed by more (an operator, a property access): the whole is an expression.
    this.pos = start;
    return { expr: this.rawExpression() } satisfies BicepExpr;
  }

  private object(parent?: string): Record<string, unknown> {
    this.expect('{');
    const out: Record<string, unknown> = {};
    for (;;) {
      this.skip(true);
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      if (this.peek() === '}') {
        this.pos++;
        return out;
      }
      if (this.peek() === '@') {
        this.decorator();
        continue;
      }
      let key: string | undefined;
      if (this.peek() === "'") key = this.stringLiteral();
      else {
        key = this.ident();
        if (key === 'resource' && parent !== undefined) {
          this.skip(false);
          if (this.peek() !== ':') {
            this.resource(parent);
            continue;
          }
        }
      }
      if (key === undefined) this.fail('expected a property name');
      this.expect(':');
      out[key] = this.value(parent);
    }
  }

  private arrayOrLoop(parent?: string): unknown {
    this.expect('[');
    this.skip(true);
    if (/^for\b/.test(this.text.slice(this.pos, this.pos + 4))) {
      this.pos += 3;
      const start = this.pos;
      while (this.pos < this.text.length && this.peek() !== ':') {
        if (this.peek() === "'") this.skipString();
        else if (this.peek() === '(' || this.peek() === '[') {
          const open = this.peek();
          this.pos++;
          this.skipNested(open === '(' ? ')' : ']');
        } else this.pos++;
      }
      const header = this.text.slice(start, this.pos).trim();
      this.expect(':');
      const body = this.value(parent);
      this.skip(true);
      this.expect(']');
      return { loop: { header, body } } satisfies BicepLoop;
    }
    const out: unknown[] = [];
    for (;;) {
      this.skip(true);
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      if (this.peek() === ']') {
        this.pos++;
        return out;
      }
      out.push(this.value(parent));
    }
  }

  private decorator(): void {
    this.pos++;
    if (!this.ident()) this.fail('expected a decorator name');
    while (this.peek() === '.') {
      this.pos++;
      this.ident();
    }
    this.skip(false);
    if (this.peek() === '(') {
      this.pos++;
      this.skipNested(')');
    }
  }

  private resource(parent?: string): void {
    const line = this.line();
    this.skip(false);
    const symbol = this.ident();
    if (!symbol) this.fail('expected a resource name');
    this.skip(false);
    if (this.peek() !== "'") this.fail('expected the resource type');
    const typed = this.stringLiteral().replace(/@.*$/, '');
    this.skip(false);
    let existing = false;
    if (this.text.startsWith('existing', this.pos)) {
      this.pos += 'existing'.length;
      existing = true;
    }
    this.expect('=');
    const type = parent && !typed.includes('/') ? `${parent}/${typed}` : typed;
    const body = this.value(type);
    this.file.resources.push({ symbol, type, existing, body, line });
  }

  /** Every statement of the file. */
  statements(): BicepFile {
    for (;;) {
      this.skip(true);
      if (this.pos >= this.text.length) return this.file;
      if (this.peek() === '@') {
        this.decorator();
        continue;
      }
      const keyword = this.ident();
      if (!keyword) this.fail(`unexpected "${this.peek()}"`);
      this.skip(false);
      if (keyword === 'param' || keyword === 'var') {
        const name = this.ident();
        if (!name) this.fail(`expected a ${keyword} name`);
        if (keyword === 'param') {
          // The type runs up to "=" (a default follows) or the end of the line.
          while (this.pos < this.text.length && this.peek() !== '=' && this.peek() !== '\n') {
            if (this.peek() === "'") this.skipString();
            else this.pos++;
          }
          if (this.peek() !== '=') continue;
        }
        this.expect('=');
        (keyword === 'param' ? this.file.params : this.file.vars).set(name, this.value());
      } else if (keyword === 'resource') this.resource();
      else if (SKIPPED_STATEMENTS.has(keyword)) {
        while (!this.atValueEnd() || this.peek() === ',' || this.peek() === ')') {
          if (this.peek() === "'") this.skipString();
          else if (this.peek() === '{' || this.peek() === '[' || this.peek() === '(') {
            const open = this.peek();
            this.pos++;
            this.skipNested(open === '{' ? '}' : open === '[' ? ']' : ')');
          } else this.pos++;
        }
      } else this.fail(`unknown statement "${keyword}"`);
    }
  }
}

export function parseBicep(text: string): BicepFile {
  return new Reader(text).statements();
}
