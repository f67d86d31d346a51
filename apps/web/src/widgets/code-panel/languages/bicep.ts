import type { StreamParser, StringStream } from '@codemirror/language';
import {
  copyStack,
  dropUnclosedString,
  NUMBER,
  readBlockComment,
  readInterpolationBrace,
  readSymbol,
  top,
  type NestingState,
} from './nesting';

/** What the words after a declaration keyword are: `resource name 'Type@version'`, `param name type`. */
type Role = 'name' | 'type' | 'typeString';

/**
 * Tokenizer for Bicep, for CodeMirror's StreamLanguage. Returns highlighting tag names; strings are
 * single-quoted with `${}` interpolation, `'''` strings are verbatim and may span lines.
 *
 * @example
 *   StreamLanguage.define(bicepParser)
 */
interface BicepState extends NestingState {
  /** Roles still expected on this declaration line, first one next. */
  expecting: Role[];
}

const IDENTIFIER = /^[A-Za-z_]\w*/;
const DECLARATIONS: Readonly<Record<string, Role[]>> = {
  resource: ['name', 'typeString'],
  module: ['name', 'typeString'],
  param: ['name', 'type'],
  output: ['name', 'type'],
  var: ['name'],
  type: ['name'],
  func: ['name'],
  metadata: ['name'],
};
const KEYWORDS = new Set([
  'targetScope',
  'existing',
  'if',
  'for',
  'in',
  'import',
  'using',
  'extension',
  'as',
  'with',
  'from',
]);
const OPERATOR = /^(?:==|!=|=~|!~|<=|>=|&&|\|\||\?\?|\?\.|=>|::|[-+*/%!<>?:=])/;
const VERBATIM = "'''";

export const bicepParser: StreamParser<BicepState> = {
  name: 'bicep',
  startState: () => ({ stack: [], expecting: [] }),
  copyState: (state) => ({ stack: copyStack(state.stack), expecting: [...state.expecting] }),
  token(stream, state) {
    if (stream.sol()) {
      state.expecting = [];
      dropUnclosedString(state);
    }
    const frame = top(state);
    if (frame?.kind === 'blockComment') return readBlockComment(stream, state);
    if (frame?.kind === 'string') return readString(stream, state);
    if (frame?.kind === 'heredoc') return readVerbatim(stream, state);
    return readCode(stream, state);
  },
  languageData: { commentTokens: { line: '//', block: { open: '/*', close: '*/' } } },
};

function readCode(stream: StringStream, state: BicepState): string | null {
  const atLineStart = stream.string.slice(0, stream.pos).trim() === '';
  if (stream.eatSpace()) return null;
  if (stream.match('//')) {
    stream.skipToEnd();
    return 'lineComment';
  }
  if (stream.match('/*')) {
    state.stack.push({ kind: 'blockComment' });
    return readBlockComment(stream, state);
  }
  if (stream.match(VERBATIM)) {
    state.stack.push({ kind: 'heredoc', end: VERBATIM });
    return readVerbatim(stream, state);
  }
  if (stream.peek() === "'") return readQuote(stream, state);
  if (stream.match(/^@[\w.]+/)) return 'meta';
  const brace = readInterpolationBrace(stream, state);
  if (brace) return brace;
  if (stream.match(NUMBER)) return 'number';
  const word = stream.match(IDENTIFIER);
  if (Array.isArray(word)) return classifyIdentifier(word[0], stream, state, atLineStart);
  return readSymbol(stream, OPERATOR);
}

/** A `'`: the resource type of a declaration (read whole), else the start of a string. */
function readQuote(stream: StringStream, state: BicepState): string {
  stream.next();
  if (state.expecting[0] === 'typeString') {
    state.expecting.shift();
    stream.match(/^(?:[^'\\]|\\.)*'?/);
    return 'typeName';
  }
  state.expecting = [];
  state.stack.push({ kind: 'string' });
  return 'string';
}

function classifyIdentifier(word: string, stream: StringStream, state: BicepState, atLineStart: boolean): string {
  const role = state.expecting[0];
  if (role === 'name' || role === 'type') {
    state.expecting.shift();
    return role === 'name' ? 'variableName.definition' : 'typeName';
  }
  if (atLineStart && state.stack.length === 0 && word in DECLARATIONS && !stream.match(/^\s*[=:]/, false)) {
    state.expecting = [...DECLARATIONS[word]];
    return 'keyword';
  }
  if (word === 'true' || word === 'false') return 'bool';
  if (word === 'null') return 'null';
  if (KEYWORDS.has(word)) return 'keyword';
  // Objects put one `key: value` per line; a `:` elsewhere is usually the ternary's.
  if (atLineStart && stream.match(/^\s*:/, false)) return 'propertyName';
  if (stream.match(/^\s*\(/, false)) return 'variableName.function';
  return 'variableName';
}

/** A single-quoted string up to its `'` or the next `${`; `\` escapes (`\'`, `\${`). */
function readString(stream: StringStream, state: BicepState): string {
  if (stream.match('${')) {
    state.stack.push({ kind: 'interpolation', depth: 0 });
    return 'meta';
  }
  while (!stream.eol()) {
    if (stream.match('${', false)) break;
    const ch = stream.next();
    if (ch === '\\') stream.next();
    else if (ch === "'") {
      state.stack.pop();
      break;
    }
  }
  return 'string';
}

/** A `'''` string: no escapes, no interpolation, may span lines. */
function readVerbatim(stream: StringStream, state: BicepState): string {
  while (!stream.eol()) {
    if (stream.match(VERBATIM)) {
      state.stack.pop();
      return 'string';
    }
    stream.next();
  }
  return 'string';
}
