/**
 * Markdown fences left inside a file (an answer whose code block was not cut out cleanly): every
 * format's parser fails on them with a confusing message, so a file that does not parse is
 * reported by its fences instead. A file that parses keeps its fence lines: they sit inside a
 * string (a Terraform heredoc whose description shows an example in a code block, a YAML block
 * scalar), where they are text, not a mistake.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from './diagnostics';
import { LineIndex, type Span } from './parse/position';

const FENCE = /^[ \t]*(```|~~~)/;

/** The span of each line that opens or closes a markdown fence. */
export function fenceLines(text: string): Span[] {
  if (!text.includes('```') && !text.includes('~~~')) return [];
  const lines = new LineIndex(text);
  const spans: Span[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) spans.push(lines.span(offset, offset + line.length));
    offset += line.length + 1;
  }
  return spans;
}

/**
 * When the file has fence lines and its parse failed (`broken`), reports the fences in place of the
 * syntax errors and returns true; otherwise reports nothing.
 */
export function fencesExplain(fences: readonly Span[], broken: boolean, f: Findings): boolean {
  if (!fences.length || !broken) return false;
  for (const span of fences)
    f.error('common.fence-left-in', DiagnosticMessages.checks.common.fenceLeftIn, span, {
      fixHint: DiagnosticMessages.checks.common.fenceHint,
    });
  return true;
}
