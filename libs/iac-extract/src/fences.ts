import { splitLines } from './lines';

/** A fenced block of an answer, fences left out. */
export interface FencedBlock {
  /** What follows the opening fence on its line, trimmed: `hcl title=main.tf`. */
  info: string;
  /** The block's complete lines. */
  lines: string[];
  /** Closed, or left open by an answer that is complete: its content is final. */
  finished: boolean;
  /** The line still arriving at the end of a growing block ('' when there is none to show). */
  growing: string;
}

export interface FenceScan {
  blocks: FencedBlock[];
  /** Whether the text holds any opening fence at all (an answer without one is taken whole). */
  fenceSeen: boolean;
}

// Our rule (after CommonMark): up to 3 spaces, then 3 or more backticks or 3 or more tildes, then
// the info string.
const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
// A closing fence: the opening fence's character, at least as many times, then only whitespace.
const FENCE_LIKE = /^ {0,3}(`{3,}|~{3,})\s*$/;

function closes(line: string, opening: string): boolean {
  const fence = FENCE_LIKE.exec(line)?.[1];
  return fence !== undefined && fence[0] === opening[0] && fence.length >= opening.length;
}

/**
 * Whether a line still arriving may turn out to be the closing fence: up to 3 spaces, then only the
 * fence's character, then only whitespace. Such a line is not shown yet, or the file would show
 * backticks that disappear a moment later.
 */
function mayBecomeClosing(growing: string, opening: string): boolean {
  const rest = growing.replace(/^ {0,3}/, '');
  let i = 0;
  while (i < rest.length && rest[i] === opening[0]) i += 1;
  return rest.slice(i).trim() === '';
}

/**
 * The fenced blocks of an answer in order; prose outside them is left out. A fence is recognised
 * only on a complete line. A last block left open is still growing while the answer streams, and
 * finished once the answer is complete (the model stopped early).
 *
 * @example
 *   scanFences('Here:\n```hcl\na = 1\n```\n', { complete: true }).blocks
 *   // [{ info: 'hcl', lines: ['a = 1'], finished: true, growing: '' }]
 */
export function scanFences(text: string, { complete }: { complete: boolean }): FenceScan {
  const lines = splitLines(text, { complete });
  const blocks: FencedBlock[] = [];
  let fenceSeen = false;
  let open: { fence: string; block: FencedBlock } | null = null;
  for (const line of lines.complete) {
    if (open === null) {
      const opening = OPENING_FENCE.exec(line);
      if (opening) {
        fenceSeen = true;
        open = { fence: opening[1]!, block: { info: opening[2]!.trim(), lines: [], finished: true, growing: '' } };
      }
    } else if (closes(line, open.fence)) {
      blocks.push(open.block);
      open = null;
    } else {
      open.block.lines.push(line);
    }
  }
  if (open !== null) {
    if (lines.growing !== null) {
      open.block.finished = false;
      // A lone `\r` at the end is the first half of a `\r\n` still arriving.
      const growing = lines.growing.replace(/\r$/, '');
      open.block.growing = mayBecomeClosing(growing, open.fence) ? '' : growing;
    }
    blocks.push(open.block);
  }
  return { blocks, fenceSeen };
}
