/**
 * JSON text -> a DocNode tree with spans (JSON.parse keeps no positions), tolerant of syntax
 * errors: each says what was expected where, and the tree keeps what parsed soundly around it.
 * A member of the document or of one of its sections (a template's `Resources.X`, `resources[i]`,
 * `parameters.x`) that holds an error is left out whole, and parsing resumes at the next member
 * (a missing `,` between members is read as if it were there), so one broken resource leaves the
 * rest of the template checked. Duplicate keys are reported too. A byte-order mark is whitespace;
 * `multiLineStrings` lets a string span lines (ARM templates may, JSON and CloudFormation may not).
 * `lastKeyWins` reads a key given twice as ARM's engine does: the later value replaces the earlier
 * one without a syntax error (Azure's quickstart templates deploy with such keys); the replaced
 * entry is kept in the map's `overridden`, for the validator to warn about. `trailingCommas` reads a
 * `,` just before `}` or `]` as Json.NET does (ARM's engine and Azure PowerShell read templates with
 * it): the tree is sound and the comma is listed in `tolerated`, for the validator to warn about.
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

export function parseJson(
  text: string,
  options: { multiLineStrings?: boolean; lastKeyWins?: boolean; trailingCommas?: boolean } = {},
): ParsedDocument {
  const lines = new LineIndex(text);
  const syntax: DocSyntaxIssue[] = [];
  const tolerated: DocSyntaxIssue[] = [];
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
  /** Containers at this depth or less (the document, its sections) resume after a broken member. */
  const RESUMING = 2;
  let depth = 0;
  const value = (): DocNode => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      depth++;
      try {
        return c === '{' ? object(depth) : array(depth);
      } finally {
        depth--;
      }
    }
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
  const report = (e: JsonError) => syntax.push({ message: e.message, span: lines.span(e.offset, e.offset + 1) });
  /** With `trailingCommas`, after a `,`: true (and past it) when `close` follows, noted as tolerated. */
  const trailingClose = (close: string): boolean => {
    if (!options.trailingCommas) return false;
    ws();
    if (text[i] !== close) return false;
    tolerated.push({ message: `a \`,\` before \`${close}\``, span: lines.span(i, i + 1) });
    i++;
    return true;
  };
  /**
   * After an error in the member that starts at `from`, moves past it: to the `,` that ends it or
   * to the container's `close`, counting brackets and strings from the member's start (so the
   * broken member's own brackets are passed over); true when the container goes on.
   */
  const skipMember = (from: number, after: number, close: string): boolean => {
    let level = 0;
    let inString = false;
    for (let j = from; j < text.length; j++) {
      const c = text[j];
      if (inString) {
        if (c === '\\') j++;
        else if (c === '"' || (c === '\n' && !options.multiLineStrings)) inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === '{' || c === '[') level++;
      else if (c === '}' || c === ']') {
        if (level === 0 && j >= after) {
          i = c === close ? j + 1 : j;
          return false;
        }
        level = Math.max(0, level - 1);
      } else if (c === ',' && level === 0 && j >= after) {
        i = j + 1;
        return true;
      }
    }
    i = text.length;
    return false;
  };
  /** Reads one member with `read`; in a resuming container an error leaves the member out. */
  const member = <T>(own: number, close: string, read: () => T): { value?: T; goOn?: boolean } => {
    const from = i;
    try {
      return { value: read() };
    } catch (e) {
      if (!(e instanceof JsonError) || own > RESUMING) throw e;
      report(e);
      return { goOn: skipMember(from, e.offset, close) };
    }
  };
  /** After a member: `,` goes on, `close` ends; a missing `,` before the next member is reported and read as one. */
  const next = (own: number, close: string, what: string, starts: (c: string) => boolean): boolean => {
    ws();
    if (text[i] === ',') {
      i++;
      return true;
    }
    if (text[i] === close) {
      i++;
      return false;
    }
    const e = new JsonError(`expected \`,\` or \`${close}\` after ${what}, found ${found()}`, i);
    if (own > RESUMING || !starts(text[i] ?? '')) throw e;
    report(e);
    return true;
  };
  const object = (own: number): DocNode => {
    const start = i;
    i++;
    const entries: DocEntry[] = [];
    const overridden: DocEntry[] = [];
    const seen = new Set<string>();
    const map = (): DocNode => ({
      kind: 'map',
      entries,
      span: lines.span(start, i),
      ...(overridden.length ? { overridden } : {}),
    });
    ws();
    if (text[i] === '}') {
      i++;
      return { kind: 'map', entries, span: lines.span(start, i) };
    }
    for (let first = true; ; first = false) {
      if (!first && trailingClose('}')) return map();
      const read = member(own, '}', () => {
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
        ws();
        if (text[i] !== ':')
          throw new JsonError(`expected \`:\` after the property name \`${key}\`, found ${found()}`, i);
        i++;
        return { key, keySpan, value: value() };
      });
      if (read.value) {
        const { key, keySpan } = read.value;
        const earlier = seen.has(key) ? entries.findIndex((e) => e.key === key) : -1;
        if (earlier >= 0 && options.lastKeyWins) {
          overridden.push(entries[earlier]);
          entries.splice(earlier, 1);
        } else if (earlier >= 0)
          syntax.push({ message: `the key \`${key}\` appears twice in the same object`, span: keySpan });
        seen.add(key);
        entries.push(read.value);
      } else if (!read.goOn) return map();
      else continue;
      if (!next(own, '}', 'a property value', (c) => c === '"')) return map();
    }
  };
  const array = (own: number): DocNode => {
    const start = i;
    i++;
    const items: DocNode[] = [];
    ws();
    if (text[i] === ']') {
      i++;
      return { kind: 'seq', items, span: lines.span(start, i) };
    }
    for (let first = true; ; first = false) {
      if (!first && trailingClose(']')) return { kind: 'seq', items, span: lines.span(start, i) };
      const read = member(own, ']', () => {
        ws();
        if (text[i] === ']') throw new JsonError('a `,` before `]` leaves an empty item (trailing comma)', i);
        return value();
      });
      if (read.value) items.push(read.value);
      else if (!read.goOn) return { kind: 'seq', items, span: lines.span(start, i) };
      else continue;
      if (!next(own, ']', 'an array item', (c) => c === '{' || c === '[' || c === '"'))
        return { kind: 'seq', items, span: lines.span(start, i) };
    }
  };
  try {
    ws();
    if (i >= text.length) return { span: lines.span(0, 0), syntax };
    const root = value();
    ws();
    if (i < text.length) report(new JsonError(`unexpected ${found()} after the end of the document`, i));
    return { root, span: lines.span(0, text.length), syntax, ...(tolerated.length ? { tolerated } : {}) };
  } catch (e) {
    if (!(e instanceof JsonError)) throw e;
    report(e);
    return { span: lines.span(0, text.length), syntax, ...(tolerated.length ? { tolerated } : {}) };
  }
}
