import { StringStream, type StreamParser } from '@codemirror/language';

interface Token {
  text: string;
  style: string | null;
}

/**
 * Runs a stream tokenizer over text the way StreamLanguage does (one StringStream per line, state
 * carried across lines), without an editor. Lets tests assert on tokens. Like CodeMirror, it merges
 * neighbouring tokens of one style (`"` then `abc"` is one string); whitespace is dropped.
 *
 * @example
 *   runTokenizer(hclParser, 'a = 1')  // [[{ text: 'a', style: 'propertyName' }, ...]]
 */
export function runTokenizer<State>(parser: StreamParser<State>, text: string): Token[][] {
  let state = parser.startState ? parser.startState(2) : ({} as State);
  return text.split('\n').map((line) => {
    const stream = new StringStream(line, 4, 2);
    const tokens: Token[] = [];
    let lastEnd = -1;
    if (line === '') parser.blankLine?.(state, 2);
    while (!stream.eol()) {
      const style = parser.token(stream, state);
      if (stream.pos === stream.start) throw new Error(`tokenizer made no progress at "${line.slice(stream.pos)}"`);
      const piece = stream.current();
      const last = tokens.at(-1);
      const adjacent = last !== undefined && lastEnd === stream.start;
      if (adjacent && last.style === style && style !== null) last.text += piece;
      else if (piece.trim() !== '') tokens.push({ text: piece, style });
      if (piece.trim() !== '') lastEnd = stream.pos;
      stream.start = stream.pos;
    }
    // Mirror CodeMirror's caching: the next line starts from a copy, never the same object.
    state = parser.copyState ? parser.copyState(state) : state;
    return tokens;
  });
}

/** The style of the first token whose text is exactly `text`. */
export function styleOf(lines: Token[][], text: string): string | null | undefined {
  return lines.flat().find((token) => token.text === text)?.style;
}
