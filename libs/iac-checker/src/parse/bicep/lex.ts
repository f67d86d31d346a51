/**
 * The Bicep lexer: identifiers, numbers, strings (with their `${}` interpolations, `'''`
 * multi-line strings and `$'''` ones with interpolations), punctuation and line breaks, each with its offset in the source. Comments,
 * `#disable-next-line` / `#disable-diagnostics` pragmas and a byte-order mark are skipped.
 */
export interface Token {
  kind: 'ident' | 'number' | 'string' | 'punct' | 'newline' | 'eof';
  text: string;
  start: number;
  end: number;
  /** Strings: literal parts and interpolations (source text with its offset). */
  parts?: (string | { source: string; offset: number })[];
}

export class SyntaxError_ extends Error {
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
  // `[^1]`: an index counted from the end (`[?^1]` safe).
  '^',
];

/**
 * Where a multi-line string closes: at the first run of three or more quotes from `from`, the
 * last three of the run being the delimiter (`''''abc''''` is `'abc'`, as Bicep's lexer reads
 * it). Returns the run's start and end, or undefined when no run closes the string.
 */
function closingQuotes(text: string, from: number): { start: number; end: number } | undefined {
  const start = text.indexOf("'''", from);
  if (start < 0) return undefined;
  let end = start + 3;
  while (text[end] === "'") end++;
  return { start: end - 3, end };
}

/**
 * A multi-line string with interpolation, `$'''...${x}...'''` (experimental from October 2025,
 * general from December 2025: Azure/bicep#18324, #18666): as many `$` before the quotes as open
 * an interpolation inside (`$$'''` interpolates `$${x}` and keeps `${x}` as text). Returns where
 * the string ends.
 */
function interpolatedMultiLine(text: string, start: number, base: number, out: Token[]): number {
  let n = 0;
  while (text[start + n] === '$') n++;
  const open = start + n + 3;
  const close = closingQuotes(text, open);
  if (!close)
    throw new SyntaxError_("a multi-line string is never closed: `'''` is missing", base + start, base + open);
  const end = close.start;
  const marker = `${'$'.repeat(n)}{`;
  const parts: Token['parts'] = [];
  let lit = '';
  let k = open;
  while (k < end) {
    if (text.startsWith(marker, k) && text[k - 1] !== '$') {
      if (lit) parts.push(lit);
      lit = '';
      const inner = k + marker.length;
      let depth = 1;
      let j = inner;
      let inStr = false;
      while (j < end && depth > 0) {
        if (inStr) {
          if (text[j] === '\\') j++;
          else if (text[j] === "'") inStr = false;
        } else if (text[j] === "'") inStr = true;
        else if (text[j] === '{') depth++;
        else if (text[j] === '}') depth--;
        j++;
      }
      if (depth > 0)
        throw new SyntaxError_('an interpolation `${` is never closed: a `}` is missing', base + k, base + inner);
      parts.push({ source: text.slice(inner, j - 1), offset: base + inner });
      k = j;
    } else lit += text[k++];
  }
  if (lit || !parts.length) parts.push(lit);
  out.push({ kind: 'string', text: text.slice(start, close.end), start: base + start, end: base + close.end, parts });
  return close.end;
}

export function lex(text: string, base: number): Token[] {
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
    } else if (c === '$' && /^\$+'''/.test(text.slice(i, i + 16))) {
      i = interpolatedMultiLine(text, i, base, out);
    } else if (text.startsWith("'''", i)) {
      const close = closingQuotes(text, i + 3);
      if (!close)
        throw new SyntaxError_("a multi-line string is never closed: `'''` is missing", base + i, base + i + 3);
      out.push({
        kind: 'string',
        text: text.slice(i, close.end),
        start: base + i,
        end: base + close.end,
        parts: [text.slice(i + 3, close.start)],
      });
      i = close.end;
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
