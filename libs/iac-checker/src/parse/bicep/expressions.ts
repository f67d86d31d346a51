/**
 * Bicep expressions: literals, strings with interpolations, objects and arrays (newline- or
 * comma-separated, objects holding nested resources), operators by precedence, ternaries and
 * `??`/`||`/`&&` continued on the next lines, lambdas, `for` and `if` bodies, member and index
 * access with the safe-dereference `.?` and `[?i]`, indexes from the end `[^i]`, the spread `...`.
 */
import { type BicepExpr, type BicepProperty, type BicepStatement } from './ast';
import { lex, SyntaxError_ } from './lex';
import { TokenCursor } from './token-cursor';

export abstract class ExpressionParser extends TokenCursor {
  /** A statement inside an object (a nested child resource); the statement parser's. */
  abstract statement(top: boolean): BicepStatement;

  protected ifBody(): BicepExpr {
    const start = this.next().start;
    this.expect('(');
    this.skipNewlines();
    const condition = this.expression();
    this.skipNewlines();
    this.expect(')');
    const body = this.expression();
    return { kind: 'if', condition, body, span: this.span(start) };
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
    if (level >= ExpressionParser.LEVELS.length) return this.unary();
    const start = this.t.start;
    let left = this.binary(level + 1);
    while (
      this.continuedOn(...ExpressionParser.CONTINUING) &&
      this.at('punct') &&
      ExpressionParser.LEVELS[level].includes(this.t.text)
    ) {
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
        if (this.punct('^')) this.next(); // `[^1]`, counted from the end (`[?^1]` too)
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
      // The list may go over lines, one parameter a line (`(` then `cur,` and `next` below, `) =>`).
      const save = this.i;
      this.next();
      const params: string[] = [];
      this.skipNewlines();
      while (this.at('ident') && [',', ')', '\n'].includes(this.tokens[this.i + 1]?.text ?? '')) {
        params.push(this.next().text);
        if (this.punct(',')) this.next();
        this.skipNewlines();
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
