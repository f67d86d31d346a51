/**
 * Waiver directives written in comments: `#` and `//` (and one-line `/* *\/`) in HCL, `#` in
 * YAML, `//` and `/* *\/` in Bicep. Lines are read one at a time, outside quoted strings; a
 * directive inside a multi-line string (a heredoc, a YAML block scalar) is taken as a comment too,
 * which only matters for text that spells out `infragen:waive`.
 */
import { type Directive, readDirective } from './directive';

export type CommentStyle = 'hcl' | 'yaml' | 'bicep';

export interface CommentDirective extends Directive {
  /** 1-based line and column of `infragen:waive`. */
  line: number;
  column: number;
  /** Whether code comes before the comment on its line (a trailing comment). */
  trailing: boolean;
}

/**
 * Offset where a line's comment starts, outside quotes; -1 when it has none. HCL quotes with `"`,
 * Bicep with `'`, YAML with either at the start of a value (a doubled quote closes and reopens).
 */
function commentStart(line: string, style: CommentStyle): number {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && style !== 'yaml') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    const opens =
      style === 'hcl'
        ? c === '"'
        : style === 'bicep'
          ? c === "'"
          : (c === '"' || c === "'") && /^$|[\s:[{,-]$/.test(line.slice(0, i).slice(-1));
    if (opens) quote = c;
    else if (c === '#' && (style === 'hcl' || (style === 'yaml' && (i === 0 || /\s/.test(line[i - 1]))))) return i;
    else if (c === '/' && (line[i + 1] === '/' || line[i + 1] === '*') && style !== 'yaml') return i;
  }
  return -1;
}

export function commentDirectives(text: string, style: CommentStyle): CommentDirective[] {
  if (!text.includes('infragen:waive')) return [];
  const out: CommentDirective[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.includes('infragen:waive')) return;
    const start = commentStart(line, style);
    if (start < 0) return;
    const d = readDirective(line.slice(start));
    if (d) out.push({ ...d, line: i + 1, column: start + d.offset + 1, trailing: line.slice(0, start).trim() !== '' });
  });
  return out;
}

/** Whether a line holds nothing but a comment (or nothing at all). */
export function isCommentOrBlank(line: string, style: CommentStyle): boolean {
  const start = commentStart(line, style);
  return (start < 0 ? line : line.slice(0, start)).trim() === '';
}
