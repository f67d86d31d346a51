/**
 * JSON text -> a DocNode tree with spans (JSON.parse keeps no positions). Stops at the first
 * syntax error and says what was expected where; duplicate keys are reported too. A byte-order
 * mark is whitespace; `multiLineStrings` lets a string span lines (ARM templates may, JSON and
 * CloudFormation may not).
 *
 * @example
 *   parseJson('{"a": [1, 2}').syntax[0].message // "expected `,` or `]` after an array item, found `}`"
 */
import { LineIndex } from '../position';
import { type DocEntry, type DocNode, type DocSyntaxIssue, type ParsedDocument } from './ast';

class JsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function parseJson(text: string, options: { multiLineStrings?: boolean } = {}): ParsedDocument {
  const lines = new LineIndex(text);
  const syntax: DocSyntaxIssue[] = [];
  let i = 0;
  const found = () => (i >= text.length ? 'the end of the file' : `\`${text[i]}\``);
  const ws = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') i++;
      else if (c === '/' && text[i + 1] === '/') {
        // Comments are not JSON; ARM tolerates them, so they are skipped rather than refused.
        while (i < text.length && text[i] !== '\n') i++;
      } else if (c === '/' && text[i + 1] === '*') {
        const end = text.indexOf('*/', i + 2);
        i = end < 0 ? text.length : end + 2;
      } else break;
    }
  };
  const value = (): DocNode => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') return object();
    if (c === '[') return array();
    if (c === '"') {
      const s = string();
      return { kind: 'scalar', value: s, span: lines.span(start, i) };
    }
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (m && m[0]) {
      i += m[0].length;
      return { kind: 'scalar', value: Number(m[0]), span: lines.span(start, i) };
    }
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (text.startsWith(word, i)) {
        i += word.length;
        return { kind: 'scalar', value: v, span: lines.span(start, i) };
      }
    throw new JsonError(`expected a value, found ${found()}`, i);
  };
  const string = (): string => {
    const start = i;
    i++;
    let out = '';
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i++;
        return out;
      }
      if (c === '\n' && !options.multiLineStrings) break;
      if (c === '\\') {
        const n = text[i + 1];
        const map: Record<string, string> = {
          n: '\n',
          t: '\t',
          r: '\r',
          b: '\b',
          f: '\f',
          '/': '/',
          '\\': '\\',
          '"': '"',
        };
        if (n === 'u') {
          out += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else if (map[n] !== undefined) {
          out += map[n];
          i += 2;
        } else throw new JsonError(`\`\\${n}\` is not a JSON escape`, i);
        continue;
      }
      out += c;
      i++;
    }
    throw new JsonError('a string is never closed: a `"` is missing', start);
  };
  const object = (): DocNode => {
    const start = i;
    i++;
    const entries: DocEntry[] = [];
    const seen = new Set<string>();
    ws();
    if (text[i] === '}') {
      i++;
      return { kind: 'map', entries, span: lines.span(start, i) };
    }
    for (;;) {
      ws();
      if (text[i] !== '"')
        throw new JsonError(
          text[i] === '}'
            ? 'a `,` before `}` leaves an empty member (trailing comma)'
            : `expected a quoted property name, found ${found()}`,
          i,
        );
      const keyStart = i;
      const key = string();
      const keySpan = lines.span(keyStart, i);
      if (seen.has(key)) syntax.push({ message: `the key \`${key}\` appears twice in the same object`, span: keySpan });
      seen.add(key);
      ws();
      if (text[i] !== ':')
        throw new JsonError(`expected \`:\` after the property name \`${key}\`, found ${found()}`, i);
      i++;
      entries.push({ key, keySpan, value: value() });
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return { kind: 'map', entries, span: lines.span(start, i) };
      }
      throw new JsonError(`expected \`,\` or \`}\` after a property value, found ${found()}`, i);
    }
  };
  const array = (): DocNode => {
    const start = i;
    i++;
    const items: DocNode[] = [];
    ws();
    if (text[i] === ']') {
      i++;
      return { kind: 'seq', items, span: lines.span(start, i) };
    }
    for (;;) {
      ws();
      if (text[i] === ']') throw new JsonError('a `,` before `]` leaves an empty item (trailing comma)', i);
      items.push(value());
      ws();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return { kind: 'seq', items, span: lines.span(start, i) };
      }
      throw new JsonError(`expected \`,\` or \`]\` after an array item, found ${found()}`, i);
    }
  };
  try {
    ws();
    if (i >= text.length) return { span: lines.span(0, 0), syntax };
    const root = value();
    ws();
    if (i < text.length) throw new JsonError(`unexpected ${found()} after the end of the document`, i);
    return { root, span: lines.span(0, text.length), syntax };
  } catch (e) {
    if (!(e instanceof JsonError)) throw e;
    syntax.push({ message: e.message, span: lines.span(e.offset, e.offset + 1) });
    return { span: lines.span(0, text.length), syntax };
  }
}
