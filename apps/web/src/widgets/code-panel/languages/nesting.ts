import type { StringStream } from '@codemirror/language';

/**
 * What the tokenizer is inside of. Strings hold `${...}` interpolations that hold strings again, so
 * HCL and Bicep both keep a stack of these rather than a single mode.
 */
type Frame =
  | { kind: 'blockComment' }
  | { kind: 'string' }
  /** HCL `<<EOF` / `<<-EOF` heredoc, or a Bicep `'''` string (`end` is `'''`). */
  | { kind: 'heredoc'; end: string }
  /** Inside `${ }` (or HCL's `%{ }`): `depth` counts object braces opened within it. */
  | { kind: 'interpolation'; depth: number };

export interface NestingState {
  stack: Frame[];
}

export function top(state: NestingState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

/**
 * CodeMirror caches states per line and reuses them, so a state must never share a mutable frame
 * with its copy (its default copy is shallow).
 */
export function copyStack(stack: readonly Frame[]): Frame[] {
  return stack.map((frame) => ({ ...frame }));
}

/** Quoted strings end at the line's end in both languages: drop one left open on a previous line. */
export function dropUnclosedString(state: NestingState): void {
  const index = state.stack.findIndex((frame) => frame.kind === 'string');
  if (index >= 0) state.stack.length = index;
}

/** Reads a block comment up to and including its closing star-slash, or to the line's end. */
export function readBlockComment(stream: StringStream, state: NestingState): 'blockComment' {
  while (!stream.eol()) {
    if (stream.match('*/')) {
      state.stack.pop();
      return 'blockComment';
    }
    stream.next();
  }
  return 'blockComment';
}

/** Handles braces inside an interpolation: the `}` that closes it pops the frame. */
export function readInterpolationBrace(stream: StringStream, state: NestingState): string | null {
  const frame = top(state);
  if (frame?.kind !== 'interpolation') return null;
  if (stream.eat('{')) {
    frame.depth += 1;
    return 'brace';
  }
  if (stream.peek() === '}') {
    stream.next();
    if (frame.depth === 0) {
      state.stack.pop();
      return 'meta';
    }
    frame.depth -= 1;
    return 'brace';
  }
  return null;
}

export const NUMBER = /^(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/;

/** Brackets, parentheses, an operator or punctuation; else one unknown character, unstyled. */
export function readSymbol(stream: StringStream, operator: RegExp): string | null {
  if (stream.eat(/[{}]/)) return 'brace';
  if (stream.eat(/[[\]]/)) return 'squareBracket';
  if (stream.eat(/[()]/)) return 'paren';
  if (stream.match(operator)) return 'operator';
  if (stream.eat(/[.,]/)) return 'punctuation';
  stream.next();
  return null;
}
