/**
 * Markdown fences left inside a file (an answer whose code block was not cut out cleanly): every
 * format's parser would fail on them with a confusing message, so they are reported first.
 */
import { DiagnosticMessages } from '@infragen/contracts';
import { type Findings } from './diagnostics';
import { LineIndex } from './parse/position';

const FENCE = /^[ \t]*(```|~~~)/;

/** Reports each fence line; returns true when the file had any. */
export function checkFences(text: string, f: Findings): boolean {
  if (!text.includes('```') && !text.includes('~~~')) return false;
  const lines = new LineIndex(text);
  let offset = 0;
  let found = false;
  for (const line of text.split('\n')) {
    if (FENCE.test(line)) {
      found = true;
      f.error(
        'common.fence-left-in',
        DiagnosticMessages.checks.common.fenceLeftIn,
        lines.span(offset, offset + line.length),
        {
          fixHint: DiagnosticMessages.checks.common.fenceHint,
        },
      );
    }
    offset += line.length + 1;
  }
  return found;
}
