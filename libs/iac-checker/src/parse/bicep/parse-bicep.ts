/**
 * Bicep text -> statements and expressions with spans. Covers the language's declarations
 * (param, var, resource with nested child resources, module, output, type, func, metadata,
 * targetScope, import), decorators, objects and arrays (newline- or comma-separated), strings with
 * `${}` interpolation and `'''` multi-line strings, operators, ternaries, lambdas, `for` and `if`
 * bodies, the safe-dereference `.?` and `[?i]`, the spread `...`, nullable types (`string?`), and
 * `#disable-next-line` / `#disable-diagnostics` pragmas (linter directives, read as comments). A
 * byte-order mark is whitespace. A syntax error is reported and parsing resumes at the next
 * top-level line.
 *
 * @example
 *   parseBicep("param location string = 'westeurope'\n").statements[0].name // 'location'
 */
import { LineIndex, type Span } from '../position';
import {
  type BicepExpr,
  type BicepFile,
  type BicepProperty,
  type BicepStatement,
  type BicepStatementKind,
} from './ast';

interface Token {
  kind: 'ident' | 'number' | 'string' | 'punct' | 'newline' | 'eof';
  text: string;
  start: number;
  end: number;
  /** Strings: literal parts and interpolations (source text with its offset). */
  parts?: (string | { source: string; offset: number })[];
}

class SyntaxError_ extends Error {
  constructor(
    message: string,
    readonly start: number,
    readonly end: number,
  ) {
    super(message);
  }
}

const PUNCT = [
  '...',
  '??',
  '?.',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '=~',
  '!~',
  '=>',
  '::',
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  ':',
  ',',
  '.',
  '?',
  '!',
  '=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '@',
  '|',
];

function lex(text: string, base: number): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '\n') {
      out.push({ kind: 'newline', text: '\n', start: base + i, end: base + i + 1 });
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r' || c === '\uFEFF') i++;
    else if (c === '#' && /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', i - 1) + 1, i)))
      // A pragma (`#disable-next-line BCP081`, `#disable-diagnostics`) steers the linter only.
      while (i < text.length && text[i] !== '\n') i++;
    else if (c === '/' && text[i + 1] === '/') while (i < text.length && text[i] !== '\n') i++;
    else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new SyntaxError_('a comment is never closed: `*/` is missing', base + i, base + i + 2);
      i = end + 2;
    } else if (text.startsWith("'''", i)) {
      const end = text.indexOf("'''", i + 3);
      if (end < 0)
        throw new SyntaxError_("a multi-line string is never closed: `'''` is missing", base + i, base + i + 3);
      out.push({
        kind: 'string',
        text: text.slice(i, end + 3),
        start: base + i,
        end: base + end + 3,
        parts: [text.slice(i + 3, end)],
      });
      i = end + 3;
    } else if (c === "'") {
      const start = i;
      const parts: Token['parts'] = [];
      let lit = '';
      i++;
      for (;;) {
        if (i >= text.length || text[i] === '\n')
          throw new SyntaxError_("a string is never closed: a `'` is missing", base + start, base + i);
        const ch = text[i];
        if (ch === '\\') {
          lit += text[i + 1] === 'n' ? '\n' : text[i + 1] === 't' ? '\t' : text[i + 1];
          i += 2;
        } else if (ch === "'") {
          i++;
          break;
        } else if (ch === '$' && text[i + 1] === '{') {
          if (lit) parts.push(lit);
          lit = '';
          const open = i + 2;
          let depth = 1;
          let j = open;
          let inStr = false;
          while (j < text.length && depth > 0) {
            if (text[j] === '\n' && !inStr) break;
            if (inStr) {
              if (text[j] === '\\') j++;
              else if (text[j] === "'") inStr = false;
            } else if (text[j] === "'") inStr = true;
            else if (text[j] === '{') depth++;
            else if (text[j] === '}') depth--;
            j++;
          }
          if (depth > 0)
            throw new SyntaxError_('an interpolation `${` is never closed: a `}` is missing', base + i, base + i + 2);
          parts.push({ source: text.slice(open, j - 1), offset: base + open });
          i = j;
        } else {
          lit += ch;
          i++;
        }
      }
      if (lit || !parts.length) parts.push(lit);
      out.push({ kind: 'string', text: text.slice(start, i), start: base + start, end: base + i, parts });
    } else if (/\d/.test(c)) {
      const m = /^\d+(\.\d+)?/.exec(text.slice(i))!;
      out.push({ kind: 'number', text: m[0], start: base + i, end: base + i + m[0].length });
      i += m[0].length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const m = /^[A-Za-z_$][\w$]*/.exec(text.slice(i))!;
      out.push({ kind: 'ident', text: m[0], start: base + i, end: base + i + m[0].length });
      i += m[0].length;
    } else {
      const p = PUNCT.find((x) => text.startsWith(x, i));
      if (!p) throw new SyntaxError_(`unexpected character \`${c}\``, base + i, base + i + 1);
      out.push({ kind: 'punct', text: p, start: base + i, end: base + i + p.length });
      i += p.length;
    }
  }
  out.push({ kind: 'eof', text: '', start: base + text.length, end: base + text.length });
  return out;
}

const DECLARATIONS = new Set([
  'param',
  'var',
  'resource',
  'module',
  'output',
  'targetScope',
  'import',
  'type',
  'func',
  'metadata',
  'using',
  'extension',
  'provider',
]);

export function parseBicep(source: string): BicepFile {
  const lines = new LineIndex(source);
  const syntax: BicepFile['syntax'] = [];
  let tokens: Token[];
  try {
    tokens = lex(source, 0);
  } catch (e) {
    if (!(e instanceof SyntaxError_)) throw e;
    syntax.push({ message: e.message, span: lines.span(e.start, e.end) });
    return { statements: [], syntax };
  }
  const statements: BicepStatement[] = [];
  const p = new Parser(tokens, lines, source);
  while (!p.at('eof')) {
    p.skipNewlines();
    if (p.at('eof')) break;
    try {
      statements.push(p.statement(true));
    } catch (e) {
      if (!(e instanceof SyntaxError_)) throw e;
      syntax.push({ message: e.message, span: lines.span(e.start, e.end) });
      p.recover();
      if (syntax.length >= 8) break;
    }
  }
  return { statements, syntax };
}

class Parser {
  private i = 0;
  constructor(
    private tokens: Token[],
    private readonly lines: LineIndex,
    private readonly source: string,
  ) {}

  private get t(): Token {
    return this.tokens[this.i];
  }
  at(kind: Token['kind'], text?: string): boolean {
    return this.t.kind === kind && (text === undefined || this.t.text === text);
  }
  private punct(text: string): boolean {
    return this.at('punct', text);
  }
  private next(): Token {
    return this.tokens[this.i++];
  }
  private span(start: number, end = this.tokens[this.i - 1]?.end ?? start): Span {
    return this.lines.span(start, end);
  }
  private fail(message: string): never {
    const t = this.t;
    throw new SyntaxError_(message, t.start, Math.max(t.end, t.start + 1));
  }
  private expect(text: string, what = `\`${text}\``): Token {
    if (!this.punct(text)) this.fail(`expected ${what}, found ${this.describe()}`);
    return this.next();
  }
  private describe(): string {
    return this.t.kind === 'eof'
      ? 'the end of the file'
      : this.t.kind === 'newline'
        ? 'the end of the line'
        : `\`${this.t.text}\``;
  }
  skipNewlines(): void {
    while (this.at('newline')) this.i++;
  }
  /** After an error: skip to the next line that starts at column 1 (a new top-level statement). */
  recover(): void {
    while (!this.at('eof')) {
      const t = this.next();
      if (
        t.kind === 'newline' &&
        this.t.kind === 'ident' &&
        this.lines.position(this.t.start).column === 1 &&
        DECLARATIONS.has(this.t.text)
      )
        return;
    }
  }

  statement(top: boolean): BicepStatement {
    const decorators: BicepExpr[] = [];
    while (this.punct('@')) {
      this.next();
      decorators.push(this.postfix());
      this.skipNewlines();
    }
    const start = this.t.start;
    if (!this.at('ident') || !DECLARATIONS.has(this.t.text))
      this.fail(`expected a declaration (param, var, resource, module, output, ...), found ${this.describe()}`);
    const keyword = this.next().text as BicepStatementKind | 'provider';
    const kind: BicepStatementKind = keyword === 'provider' ? 'extension' : keyword;
    const s: BicepStatement = { kind, decorators, span: this.span(start) };
    const name = () => {
      if (!this.at('ident')) this.fail(`expected a name after \`${keyword}\`, found ${this.describe()}`);
      const t = this.next();
      s.name = t.text;
      s.nameSpan = this.span(t.start, t.end);
    };
    switch (kind) {
      case 'targetScope':
        this.expect('=');
        s.value = this.expression();
        break;
      case 'param':
        name();
        s.type = this.typeExpression();
        if (this.punct('=')) {
          this.next();
          s.value = this.expression();
        }
        break;
      case 'var':
      case 'metadata':
        name();
        // A typed variable: `var enabled bool = false`.
        if (kind === 'var' && !this.punct('=')) s.type = this.typeExpression();
        this.expect('=');
        s.value = this.expression();
        break;
      case 'output':
        name();
        if (this.at('ident', 'resource')) {
          this.next();
          s.typeRef = this.quoted('a resource type');
        } else s.type = this.typeExpression();
        this.expect('=');
        s.value = this.expression();
        break;
      case 'resource':
      case 'module':
        name();
        s.typeRef = this.quoted(
          kind === 'resource' ? "a resource type (`'Namespace/type@apiVersion'`)" : 'a module path',
        );
        if (this.at('ident', 'existing')) {
          this.next();
          s.existing = true;
        }
        this.expect('=');
        // The value may start on the next line (`=` then `if (cond) {` below it), as Bicep allows.
        this.skipNewlines();
        s.value = this.body();
        break;
      case 'type':
        name();
        this.expect('=');
        s.type = this.typeExpression();
        break;
      case 'func':
        // The name is a declaration (called anywhere in the file, before or after); the rest
        // (parameters, return type, body) is kept as text.
        name();
        s.value = this.functionRest();
        break;
      default:
        // import, using, extension: kept as text up to the end of the (bracket-balanced) line.
        s.value = this.rawToEndOfLine();
    }
    s.span = this.span(start);
    if (top && !this.at('eof') && !this.at('newline'))
      this.fail(`expected the end of the line, found ${this.describe()}`);
    return s;
  }

  private quoted(what: string): { text: string; span: Span } {
    if (!this.at('string')) this.fail(`expected ${what}, found ${this.describe()}`);
    const t = this.next();
    return { text: (t.parts ?? []).filter((x) => typeof x === 'string').join(''), span: this.span(t.start, t.end) };
  }

  /** A resource or module body: an object, `if (cond) {...}`, or `[for x in y: {...}]`. */
  private body(): BicepExpr {
    if (this.at('ident', 'if')) return this.ifBody();
    return this.expression();
  }

  private ifBody(): BicepExpr {
    const start = this.next().start;
    this.expect('(');
    this.skipNewlines();
    const condition = this.expression();
    this.skipNewlines();
    this.expect(')');
    const body = this.expression();
    return { kind: 'if', condition, body, span: this.span(start) };
  }

  private typeExpression(): string {
    this.unionGoesOn();
    const start = this.t.start;
    let depth = 0;
    while (!this.at('eof')) {
      // A union may go on over lines: `type t =` then `| 'a'` and `| 'b'` on the lines below.
      if (depth === 0) this.unionGoesOn();
      if (depth === 0 && (this.punct('=') || this.at('newline'))) break;
      if (this.punct('{') || this.punct('(') || this.punct('[')) depth++;
      else if (this.punct('}') || this.punct(')') || this.punct(']')) depth--;
      this.next();
    }
    const text = this.source.slice(start, this.tokens[this.i - 1]?.end ?? start).trim();
    if (!text) this.fail(`expected a type, found ${this.describe()}`);
    return text;
  }

  /** Skips line breaks before a `|` that starts the next line (a union written over lines). */
  private unionGoesOn(): void {
    let j = this.i;
    while (this.tokens[j]?.kind === 'newline') j++;
    if (j > this.i && this.tokens[j]?.kind === 'punct' && this.tokens[j].text === '|') this.i = j;
  }

  /**
   * A function's parameters, return type and body as text. The body is read as an expression: it
   * may start on the line after `=>` and go on over lines as any expression may (AVM's exported
   * functions write `func name(...) string =>` and the body below).
   */
  private functionRest(): BicepExpr {
    const start = this.t.start;
    let depth = 0;
    while (!this.at('eof') && !(depth === 0 && (this.at('newline') || this.punct('=>')))) {
      if (this.punct('{') || this.punct('(') || this.punct('[')) depth++;
      else if (this.punct('}') || this.punct(')') || this.punct(']')) depth--;
      this.next();
    }
    this.expect('=>');
    this.skipNewlines();
    this.expression();
    return {
      kind: 'raw',
      text: this.source.slice(start, this.tokens[this.i - 1]?.end ?? start),
      span: this.span(start),
    };
  }

  private rawToEndOfLine(): BicepExpr {
    const start = this.t.start;
    let depth = 0;
    while (!this.at('eof') && !(depth === 0 && this.at('newline'))) {
      if (this.punct('{') || this.punct('(') || this.punct('[')) depth++;
      else if (this.punct('}') || this.punct(')') || this.punct(']')) depth--;
      this.next();
    }
    return {
      kind: 'raw',
      text: this.source.slice(start, this.tokens[this.i - 1]?.end ?? start),
      span: this.span(start),
    };
  }

  expression(): BicepExpr {
    // Lambda: `x => ...` or `(a, b) => ...`
    if (this.at('ident') && this.tokens[this.i + 1]?.text === '=>') {
      const start = this.t.start;
      const param = this.next().text;
      this.next();
      this.skipNewlines(); // the body may start on the next line
      return { kind: 'lambda', params: [param], body: this.expression(), span: this.span(start) };
    }
    const start = this.t.start;
    const condition = this.binary(0);
    this.continuedOn('?');
    if (this.punct('?')) {
      this.next();
      this.skipNewlines();
      const then = this.expression();
      this.skipNewlines();
      this.expect(':');
      this.skipNewlines();
      const otherwise = this.expression();
      return { kind: 'ternary', condition, then, otherwise, span: this.span(start) };
    }
    return condition;
  }

  /** Operators that may start a line continuing the expression above (no statement or item starts with them). */
  private static readonly CONTINUING = ['?', '??', '||', '&&'];

  /**
   * When the next line starts with one of `operators`, the expression goes on there (`cond` on one
   * line, `? a` and `: b` on the next): skips the line breaks before it. Always true.
   */
  private continuedOn(...operators: string[]): boolean {
    let j = this.i;
    while (this.tokens[j]?.kind === 'newline') j++;
    if (j > this.i && this.tokens[j]?.kind === 'punct' && operators.includes(this.tokens[j].text)) this.i = j;
    return true;
  }

  private static readonly LEVELS = [
    ['??'],
    ['||'],
    ['&&'],
    ['==', '!=', '=~', '!~'],
    ['<', '>', '<=', '>='],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): BicepExpr {
    if (level >= Parser.LEVELS.length) return this.unary();
    const start = this.t.start;
    let left = this.binary(level + 1);
    while (this.continuedOn(...Parser.CONTINUING) && this.at('punct') && Parser.LEVELS[level].includes(this.t.text)) {
      const operator = this.next().text;
      this.skipNewlines();
      const right = this.binary(level + 1);
      left = { kind: 'binary', operator, left, right, span: this.span(start) };
    }
    return left;
  }

  private unary(): BicepExpr {
    if (this.punct('!') || this.punct('-')) {
      const start = this.t.start;
      const operator = this.next().text;
      return { kind: 'unary', operator, operand: this.unary(), span: this.span(start) };
    }
    return this.postfix();
  }

  postfix(): BicepExpr {
    const start = this.t.start;
    let e = this.primary();
    for (;;) {
      if (this.punct('.') || this.punct('?.') || this.punct('::')) {
        this.next();
        // `.?` is the safe dereference: null instead of an error when the property is missing.
        if (this.punct('?') && this.tokens[this.i - 1].end === this.t.start) this.next();
        if (!this.at('ident')) this.fail(`expected a property name, found ${this.describe()}`);
        e = { kind: 'member', object: e, name: this.next().text, span: this.span(start) };
      } else if (this.punct('[') && this.tokens[this.i - 1].end === this.t.start) {
        this.next();
        if (this.punct('?')) this.next(); // `[?i]`, the safe index
        this.skipNewlines();
        const index = this.expression();
        this.skipNewlines();
        this.expect(']');
        e = { kind: 'index', object: e, index, span: this.span(start) };
      } else if (this.punct('(') && (e.kind === 'ident' || e.kind === 'member')) {
        this.next();
        const args: BicepExpr[] = [];
        this.skipNewlines();
        while (!this.punct(')')) {
          args.push(this.expression());
          this.skipNewlines();
          if (this.punct(',')) {
            this.next();
            this.skipNewlines();
          } else if (!this.punct(')')) this.fail(`expected \`,\` or \`)\`, found ${this.describe()}`);
        }
        this.next();
        e = { kind: 'call', callee: e, args, span: this.span(start) };
      } else if (this.punct('!') && this.tokens[this.i - 1].end === this.t.start) this.next();
      else return e;
    }
  }

  private primary(): BicepExpr {
    const t = this.t;
    if (t.kind === 'number') {
      this.next();
      return { kind: 'number', value: Number(t.text), span: this.span(t.start, t.end) };
    }
    if (t.kind === 'string') {
      this.next();
      const parts = (t.parts ?? []).map((p) => (typeof p === 'string' ? p : this.interpolation(p.source, p.offset)));
      return { kind: 'string', parts, span: this.span(t.start, t.end) };
    }
    if (t.kind === 'ident') {
      this.next();
      if (t.text === 'true' || t.text === 'false')
        return { kind: 'bool', value: t.text === 'true', span: this.span(t.start, t.end) };
      if (t.text === 'null') return { kind: 'null', span: this.span(t.start, t.end) };
      return { kind: 'ident', name: t.text, span: this.span(t.start, t.end) };
    }
    if (this.punct('(')) {
      // A parenthesised expression, or a lambda's parameter list.
      const save = this.i;
      this.next();
      const params: string[] = [];
      while (this.at('ident') && (this.tokens[this.i + 1]?.text === ',' || this.tokens[this.i + 1]?.text === ')')) {
        params.push(this.next().text);
        if (this.punct(',')) this.next();
      }
      if (this.punct(')') && this.tokens[this.i + 1]?.text === '=>') {
        this.next();
        this.next();
        this.skipNewlines();
        return { kind: 'lambda', params, body: this.expression(), span: this.span(t.start) };
      }
      this.i = save + 1;
      this.skipNewlines();
      const inner = this.expression();
      this.skipNewlines();
      this.expect(')');
      return inner;
    }
    if (this.punct('{')) return this.object();
    if (this.punct('[')) return this.array();
    this.fail(`expected a value, found ${this.describe()}`);
  }

  private interpolation(text: string, offset: number): BicepExpr {
    const saved = { tokens: this.tokens, i: this.i };
    this.tokens = lex(text, offset);
    this.i = 0;
    try {
      const e = this.expression();
      if (!this.at('eof')) this.fail(`unexpected ${this.describe()} in \`\${...}\``);
      return e;
    } finally {
      this.tokens = saved.tokens;
      this.i = saved.i;
    }
  }

  private object(): BicepExpr {
    const start = this.next().start;
    const props: BicepProperty[] = [];
    const resources: BicepStatement[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.punct('}')) break;
      if (this.at('eof')) throw new SyntaxError_('an object is never closed: a `}` is missing', start, start + 1);
      if (this.punct('@') || (this.at('ident', 'resource') && this.tokens[this.i + 1]?.kind === 'ident')) {
        resources.push(this.statement(false));
      } else if (this.punct('...')) {
        // `...other`: the spread copies another object's properties, which are not known here.
        const k = this.next();
        props.push({ key: '...', keySpan: this.span(k.start, k.end), value: this.expression() });
      } else {
        if (!this.at('ident') && !this.at('string')) this.fail(`expected a property name, found ${this.describe()}`);
        const k = this.next();
        const key = k.kind === 'string' ? (k.parts ?? []).filter((x) => typeof x === 'string').join('') : k.text;
        this.expect(':', `\`:\` after the property name \`${key}\``);
        this.skipNewlines();
        props.push({ key, keySpan: this.span(k.start, k.end), value: this.expression() });
      }
      if (this.punct(',')) this.next();
      else if (!this.at('newline') && !this.punct('}'))
        this.fail(`expected a new line or \`}\` after a property, found ${this.describe()}`);
    }
    this.next();
    return { kind: 'object', props, resources, span: this.span(start) };
  }

  private array(): BicepExpr {
    const start = this.next().start;
    this.skipNewlines();
    if (this.at('ident', 'for')) {
      this.next();
      const names: string[] = [];
      if (this.punct('(')) {
        this.next();
        while (this.at('ident')) {
          names.push(this.next().text);
          if (this.punct(',')) this.next();
        }
        this.expect(')');
      } else if (this.at('ident')) names.push(this.next().text);
      if (!this.at('ident', 'in')) this.fail(`expected \`in\`, found ${this.describe()}`);
      this.next();
      const iterable = this.expression();
      this.expect(':');
      this.skipNewlines();
      const body = this.at('ident', 'if') ? this.ifBody() : this.expression();
      this.skipNewlines();
      this.expect(']');
      return { kind: 'for', names, iterable, body, span: this.span(start) };
    }
    const items: BicepExpr[] = [];
    for (;;) {
      this.skipNewlines();
      if (this.punct(']')) break;
      if (this.at('eof')) throw new SyntaxError_('an array is never closed: a `]` is missing', start, start + 1);
      if (this.punct('...')) this.next(); // `...other`: the spread's items
      items.push(this.expression());
      if (this.punct(',')) this.next();
      else if (!this.at('newline') && !this.punct(']'))
        this.fail(`expected a new line or \`]\` after an item, found ${this.describe()}`);
    }
    this.next();
    return { kind: 'array', items, span: this.span(start) };
  }
}
