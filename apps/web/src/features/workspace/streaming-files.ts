import { FORMATS, type CodeLanguage, type FormatId } from '@infragen/contracts';

/** A file of the code panel (the shape `CodePanel` takes). */
export interface LiveFile {
  path: string;
  language: CodeLanguage;
  content: string;
}

const OPEN_FENCE = /^(`{3,}|~{3,})[ \t]*(.*)$/;
/** `title=main.tf` in a fence's info string (the built-in generator's convention). */
const TITLE = /\b(?:title|file|path)=("?)([^"\s]+)\1/;
/** "# main.tf" or "// main.bicep" on a block's first line (what our prompt asks a model for). */
const FIRST_LINE_NAME = /^\s*(?:#|\/\/)\s*([\w./-]+\.(?:tf|ya?ml|json|bicep))\s*$/;

interface Block {
  named: string | undefined;
  lines: string[];
}

/**
 * The files of an answer still being streamed: the text of each fenced block, the last one possibly
 * unfinished, with the prose around the blocks left out, so the code panel shows only code as it
 * grows. A block without a name gets `main<extension>` of the format. Text without any fence yet
 * (a model that answers bare code) is shown as it is.
 *
 * @example
 *   streamingFiles('Here it is:\n```hcl title=main.tf\nresource "a" "b" {', 'terraform')
 *   // [{ path: 'main.tf', language: 'hcl', content: 'resource "a" "b" {' }]
 */
export function streamingFiles(text: string, format: FormatId): LiveFile[] {
  const { language, extension } = FORMATS[format];
  const blocks: Block[] = [];
  let fence: string | null = null;
  const rows = text.split('\n');
  rows.forEach((row, index) => {
    // The last row may still be growing: a fence is only recognised once its line is complete.
    const complete = index < rows.length - 1;
    if (fence === null) {
      const open = complete ? OPEN_FENCE.exec(row) : null;
      if (open) {
        fence = open[1]!;
        blocks.push({ named: TITLE.exec(open[2]!)?.[2], lines: [] });
      }
      return;
    }
    if (complete && row.trim() === fence) fence = null;
    else blocks[blocks.length - 1]!.lines.push(row);
  });
  if (blocks.length === 0) {
    // A fence line still arriving is not shown.
    const bare = /^\s*[`~]/.test(rows[rows.length - 1]!) ? rows.slice(0, -1).join('\n') : text;
    return bare.trim() ? [{ path: `main${extension}`, language, content: bare }] : [];
  }
  return blocks.map((block, i) => {
    const commented = block.lines.length > 1 ? FIRST_LINE_NAME.exec(block.lines[0]!)?.[1] : undefined;
    const path = block.named ?? commented ?? (i === 0 ? `main${extension}` : `main-${i + 1}${extension}`);
    return { path, language, content: block.lines.join('\n') };
  });
}
