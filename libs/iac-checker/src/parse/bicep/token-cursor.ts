/**
 * A position in a Bicep file's tokens, and the steps every part of the parser takes over them:
 * look at the current token, take it, expect a punctuation, fail with what was found instead.
 */
import { type LineIndex, type Span } from '../position';
import { SyntaxError_, type Token } from './lex';

export class TokenCursor {
  protected i = 0;
  constructor(
    protected tokens: Token[],
    protected readonly lines: LineIndex,
    protected readonly source: string,
  ) {}

  protected get t(): Token {
    return this.tokens[this.i];
  }
  at(kind: Token['kind'], text?: string): boolean {
    return this.t.kind === kind && (text === undefined || this.t.text === text);
  }
  protected punct(text: string): boolean {
    return this.at('punct', text);
  }
  protected next(): Token {
    return this.tokens[this.i++];
  }
  protected span(start: number, end = this.tokens[this.i - 1]?.end ?? start): Span {
    return this.lines.span(start, end);
  }
  protected fail(message: string): never {
    const t = this.t;
    throw new SyntaxError_(message, t.start, Math.max(t.end, t.start + 1));
  }
  protected expect(text: string, what = `\`${text}\``): Token {
    if (!this.punct(text)) this.fail(`expected ${what}, found ${this.describe()}`);
    return this.next();
  }
  protected describe(): string {
    return this.t.kind === 'eof'
      ? 'the end of the file'
      : this.t.kind === 'newline'
        ? 'the end of the line'
        : `\`${this.t.text}\``;
  }
  skipNewlines(): void {
    while (this.at('newline')) this.i++;
  }
}
