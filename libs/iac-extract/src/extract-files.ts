import { FORMATS, type FormatId, type GeneratedFile } from '@infragen/contracts';
import { scanFences, type FencedBlock } from './fences';
import { uniqueName } from './file-names';
import { languageOfPath } from './file-language';
import { isInstructionBlock, nameFromInfo } from './info-string';
import { splitLines } from './lines';
import { keepsNameComment, nameComment } from './name-comment';

export interface ExtractOptions {
  /** False while the answer is still streaming: its last line and last block may still grow. Default true. */
  complete?: boolean;
}

/**
 * The files of a model's answer (markdown: prose and fenced blocks), for the worker's final files
 * and for the browser's live files alike: a file shown while streaming keeps its name and place
 * when the answer completes, and its content only grows. Our rules:
 *
 * - Each fenced block is a file; prose outside the blocks is never part of one. Blocks of
 *   instructions or output (bash, sh, shell, console, zsh, powershell, ps1, cmd, text, txt,
 *   plaintext, output) are never files.
 * - A block's name comes from its info string (`title=`, `file=`, `filename=`, `path=`, or a later
 *   word such as `hcl:main.tf`), else from its first non-blank line when that line is only a
 *   comment naming a file (`# prod.tfvars`, `// main.bicep`, `# file: app.yaml`), else it is
 *   `main` + the format's extension. Repeated names become `main-2.tf`, `main-3.tf`... in order. A
 *   name depends only on the block and the files before it.
 * - The name comment stays in the content where it is a comment of the file's language, and is
 *   removed where it would break the file (JSON; `//` in YAML; `#` in Bicep).
 * - Content: leading blank lines dropped; a finished block (closed, or the last one once the answer
 *   is complete) loses its trailing whitespace and ends with exactly one line break; a finished
 *   block with no content is not a file and takes no name.
 * - While streaming, a block is shown once its first non-blank line is complete (that line may
 *   name it), its content being the text so far; a line that may still become the closing fence is
 *   held back.
 * - An answer without any fence is no file while streaming (it may be prose before a fence), and
 *   one file once complete if it is not blank.
 *
 * @example
 *   extractFiles('Here:\n```hcl\n# prod.tfvars\nregion = "eu-west-1"\n```\nDone.', 'terraform')
 *   // [{ path: 'prod.tfvars', content: '# prod.tfvars\nregion = "eu-west-1"\n', language: 'hcl' }]
 *   extractFiles('Here:\n```hcl\n# prod.tfvars\nreg', 'terraform', { complete: false })
 *   // [{ path: 'prod.tfvars', content: '# prod.tfvars\nreg', language: 'hcl' }]
 */
export function extractFiles(text: string, format: FormatId, options: ExtractOptions = {}): GeneratedFile[] {
  const complete = options.complete ?? true;
  const { blocks, fenceSeen } = scanFences(text, { complete });
  const candidates = fenceSeen
    ? blocks.filter((block) => !isInstructionBlock(block.info))
    : complete
      ? [wholeAnswer(text)]
      : [];
  const taken = new Set<string>();
  const files: GeneratedFile[] = [];
  for (const block of candidates) {
    const file = fileOf(block, format, taken);
    if (file === null) continue;
    taken.add(file.path.toLowerCase());
    files.push(file);
  }
  return files;
}

/** An answer without fences, read as one finished block. */
function wholeAnswer(text: string): FencedBlock {
  return { info: '', lines: splitLines(text, { complete: true }).complete, finished: true, growing: '' };
}

function fileOf(block: FencedBlock, format: FormatId, taken: ReadonlySet<string>): GeneratedFile | null {
  const lines = withoutLeadingBlankLines(block.lines);
  // Nothing complete yet (or nothing at all): the first line may still name the block.
  if (lines.length === 0) return null;
  const comment = nameComment(lines[0]!);
  const wanted = nameFromInfo(block.info) ?? comment?.name ?? `main${FORMATS[format].extension}`;
  const language = languageOfPath(wanted, format);
  const body =
    comment !== null && !keepsNameComment(language, comment.marker) ? withoutLeadingBlankLines(lines.slice(1)) : lines;
  if (body.length === 0) return null;
  const content = block.finished ? `${body.join('\n').trimEnd()}\n` : [...body, block.growing].join('\n');
  return { path: uniqueName(wanted, taken), content, language };
}

function withoutLeadingBlankLines(lines: string[]): string[] {
  const first = lines.findIndex((line) => line.trim() !== '');
  return first < 0 ? [] : lines.slice(first);
}
