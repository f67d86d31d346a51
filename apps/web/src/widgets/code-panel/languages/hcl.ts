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

/**
 * Tokenizer for HCL (Terraform), for CodeMirror's StreamLanguage. It returns highlighting tag
 * names (`keyword`, `string`, `typeName`...), never parses: a half-streamed file must still colour.
 *
 * @example
 *   StreamLanguage.define(hclParser)
 */
interface HclState extends NestingState {
  /** Labels read so far in a block header (`resource "type" "name" {`); null outside one. */
  headerLabels: number | null;
}

// HCL identifiers may contain dashes (`count.index-1` is one identifier to Terraform too).
const IDENTIFIER = /^[A-Za-z_][\w-]*/;
const EXPRESSION_KEYWORDS = new Set(['for', 'in', 'if']);
// Only meaningful inside a `%{ }` template directive.
const DIRECTIVE_KEYWORDS = new Set(['for', 'in', 'if', 'else', 'endif', 'endfor']);
const OPERATOR = /^(?:==|!=|<=|>=|&&|\|\||=>|\.\.\.|[-+*/%!<>?:=~])/;
// A block header: the block type, then quoted or bare labels, then its `{`.
const BLOCK_HEADER_REST = /^\s*(?:"(?:[^"\\]|\\.)*"\s*|[A-Za-z_][\w-]*\s*)*\{/;

export const hclParser: StreamParser<HclState> = {
  name: 'hcl',
  startState: () => ({ stack: [], headerLabels: null }),
  copyState: (state) => ({ stack: copyStack(state.stack), headerLabels: state.headerLabels }),
  token(stream, state) {
    if (stream.sol()) {
      state.headerLabels = null;
      dropUnclosedString(state);
    }
    const frame = top(state);
    if (frame?.kind === 'blockComment') return readBlockComment(stream, state);
    if (frame?.kind === 'string') return readTemplate(stream, state, true);
    if (frame?.kind === 'heredoc') return readHeredoc(stream, state, frame.end);
    return readCode(stream, state);
  },
  languageData: { commentTokens: { line: '#', block: { open: '/*', close: '*/' } } },
};

function readCode(stream: StringStream, state: HclState): string | null {
  const atLineStart = stream.string.slice(0, stream.pos).trim() === '';
  if (stream.eatSpace()) return null;
  if (stream.match('#') || stream.match('//')) {
    stream.skipToEnd();
    return 'lineComment';
  }
  if (stream.match('/*')) {
    state.stack.push({ kind: 'blockComment' });
    return readBlockComment(stream, state);
  }
  const heredoc = stream.match(/^<<-?([A-Za-z_]\w*)/);
  if (Array.isArray(heredoc)) {
    state.stack.push({ kind: 'heredoc', end: heredoc[1] });
    return 'string.special';
  }
  const brace = readInterpolationBrace(stream, state);
  if (brace) return brace;
  if (stream.peek() === '"') return readQuote(stream, state);
  if (stream.match(NUMBER)) return 'number';
  const word = stream.match(IDENTIFIER);
  if (Array.isArray(word)) return classifyIdentifier(word[0], stream, state, atLineStart);
  if (stream.eat('{')) {
    state.headerLabels = null;
    return 'brace';
  }
  return readSymbol(stream, OPERATOR);
}

/** A `"`: a block label when in a header (read whole), else the start of a template string. */
function readQuote(stream: StringStream, state: HclState): string {
  stream.next();
  if (state.headerLabels !== null) {
    stream.match(/^(?:[^"\\]|\\.)*"?/);
    return labelTag(state);
  }
  state.stack.push({ kind: 'string' });
  return 'string';
}

function labelTag(state: HclState): string {
  const index = state.headerLabels ?? 0;
  state.headerLabels = index + 1;
  // `resource "aws_s3_bucket" "logs"`: the first label is the type, the next the given name.
  return index === 0 ? 'typeName' : 'variableName.definition';
}

function classifyIdentifier(word: string, stream: StringStream, state: HclState, atLineStart: boolean): string {
  if (state.headerLabels !== null) return labelTag(state);
  if (word === 'true' || word === 'false') return 'bool';
  if (word === 'null') return 'null';
  if (stream.match(/^\s*=(?![=>])/, false)) return 'propertyName';
  if (stream.match(/^\s*\(/, false)) return 'variableName.function';
  if (atLineStart && state.stack.length === 0 && stream.match(BLOCK_HEADER_REST, false)) {
    state.headerLabels = 0;
    return 'keyword';
  }
  const inDirective = top(state)?.kind === 'interpolation';
  if ((inDirective ? DIRECTIVE_KEYWORDS : EXPRESSION_KEYWORDS).has(word)) return 'keyword';
  return 'variableName';
}

/**
 * The text of a quoted string (`quoted`, ends at `"`) or of a heredoc line, up to the next
 * `${`/`%{`, which opens an interpolation. `$${` and `%%{` are HCL's escapes for literal ones.
 */
function readTemplate(stream: StringStream, state: HclState, quoted: boolean): string {
  if (stream.match(/^[$%]\{/)) {
    state.stack.push({ kind: 'interpolation', depth: 0 });
    return 'meta';
  }
  while (!stream.eol()) {
    if (stream.match(/^(?:\$\$|%%)\{/)) continue;
    if (stream.match(/^[$%]\{/, false)) break;
    const ch = stream.next();
    if (quoted && ch === '\\') stream.next();
    else if (quoted && ch === '"') {
      state.stack.pop();
      break;
    }
  }
  return 'string';
}

function readHeredoc(stream: StringStream, state: HclState, end: string): string {
  if (stream.sol() && stream.match(new RegExp(`^\\s*${end}\\s*$`))) {
    state.stack.pop();
    return 'string.special';
  }
  return readTemplate(stream, state, false);
}
