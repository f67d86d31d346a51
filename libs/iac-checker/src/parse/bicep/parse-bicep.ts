/**
 * Bicep text -> statements and expressions with spans. Covers the language's declarations
 * (param, var, resource with nested child resources, module, output, type, func, metadata,
 * targetScope, import, extension, assert, test), decorators, objects and arrays (newline- or comma-separated), strings with
 * `${}` interpolation and `'''` multi-line strings, operators, ternaries, lambdas, `for` and `if`
 * bodies, the safe-dereference `.?` and `[?i]`, the spread `...`, nullable types (`string?`), and
 * `#disable-next-line` / `#disable-diagnostics` pragmas (linter directives, read as comments). A
 * byte-order mark is whitespace. A syntax error is reported and parsing resumes at the next
 * top-level line. Statements are read here; expressions in expressions.ts, tokens in lex.ts, and
 * the steps over them in token-cursor.ts.
 *
 * @example
 *   parseBicep("param location string = 'westeurope'\n").statements[0].name // 'location'
 */
import { LineIndex, type Span } from '../position';
import { type BicepExpr, type BicepFile, type BicepStatement, type BicepStatementKind } from './ast';
import { lex, SyntaxError_, type Token } from './lex';
import { ExpressionParser } from './expressions';

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
  'assert',
  // `test name 'file.bicep' = { params: {...} }` (the experimental test framework).
  'test',
  // A parameters file's (.bicepparam): `extends 'base.bicepparam'`, `extensionConfig k8s with {...}`.
  'extends',
  'extensionConfig',
]);

export interface BicepParseOptions {
  /**
   * A parameters file (.bicepparam): `param name = value` assigns the template's parameter, with
   * no type; `using`, `extends` and `extensionConfig` are its own statements.
   */
  paramsFile?: boolean;
}

export function parseBicep(source: string, options: BicepParseOptions = {}): BicepFile {
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
  const p = new Parser(tokens, lines, source, options.paramsFile ?? false);
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
class Parser extends ExpressionParser {
  constructor(
    tokens: Token[],
    lines: LineIndex,
    source: string,
    private readonly paramsFile: boolean,
  ) {
    super(tokens, lines, source);
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
        // In a parameters file a parameter is assigned, with the template's type: `param location = 'westeurope'`.
        if (this.paramsFile) {
          this.expect('=', '`=` and the value after the parameter name (a parameters file assigns every `param`)');
          s.value = this.expression();
          break;
        }
        s.type = this.typeExpression();
        if (this.punct('=')) {
          this.next();
          s.value = this.expression();
        }
        break;
      case 'var':
      case 'metadata':
      case 'assert':
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
      case 'test':
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
      case 'extensionConfig':
        // `extensionConfig k8s with { ... }`: the name is the template's extension, not a declaration.
        name();
        s.value = this.rawToEndOfLine();
        break;
      default:
        // import, using, extends, extension: kept as text up to the end of the (bracket-balanced) line.
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

  private typeExpression(): string {
    this.unionGoesOn();
    const start = this.t.start;
    let depth = 0;
    while (!this.at('eof')) {
      // A union may go on over lines: `type t =` then `| 'a'` and `| 'b'` on the lines below.
      if (depth === 0) this.unionGoesOn();
      if (depth === 0 && (this.punct('=') || this.at('newline'))) break;
      // `<` and `>` bracket a type's argument (`resourceInput<` then the type on the lines below):
      // a type expression has no comparisons.
      if (this.punct('{') || this.punct('(') || this.punct('[') || this.punct('<')) depth++;
      else if (this.punct('}') || this.punct(')') || this.punct(']') || this.punct('>')) depth--;
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
}
