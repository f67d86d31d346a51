import { FORMATS, type CodeLanguage, type FormatId, type GeneratedFile } from '@infragen/contracts';

export interface ExtractedCode {
  code: string;
  language: CodeLanguage;
  files: GeneratedFile[];
}

interface Block {
  info: string;
  body: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** Blocks in these languages are instructions (how to deploy), not the infrastructure itself. */
const NOT_CODE = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'cmd', 'text', 'txt', 'plaintext', 'output']);
const FILE_NAME = /^[\w.-]+\/?[\w./-]*\.(tf|tfvars|ya?ml|json|bicep|hcl)$/i;
const NAME_COMMENT = /^\s*(?:#|\/\/)\s*(?:file(?:name)?:\s*)?([\w./-]+\.(?:tf|tfvars|ya?ml|json|bicep|hcl))\s*$/i;

/** Fenced blocks in order; an unclosed last fence runs to the end (the model stopped early). */
function fencedBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let open: { fence: string; info: string; lines: string[] } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const match = FENCE.exec(line);
    if (!open) {
      if (match) open = { fence: match[1], info: match[2].trim(), lines: [] };
      continue;
    }
    if (match && match[1][0] === open.fence[0] && match[1].length >= open.fence.length && match[2].trim() === '') {
      blocks.push({ info: open.info, body: open.lines.join('\n') });
      open = null;
      continue;
    }
    open.lines.push(line);
  }
  if (open && open.lines.some((l) => l.trim() !== '')) blocks.push({ info: open.info, body: open.lines.join('\n') });
  return blocks;
}

/** `hcl title="main.tf"`, `hcl:main.tf`, `yaml deployment.yaml` -> the file name, if any. */
function nameFromInfo(info: string): string | null {
  const title = /(?:title|file|filename)\s*=\s*"?([^"\s]+)"?/i.exec(info);
  if (title) return title[1];
  const word = info.split(/[\s:]+/).slice(1).find((w) => FILE_NAME.test(w));
  return word ?? null;
}

function languageTag(info: string): string {
  return info.split(/[\s:{]+/)[0]?.toLowerCase() ?? '';
}

function uniqueName(wanted: string, used: Set<string>): string {
  if (!used.has(wanted)) return wanted;
  const dot = wanted.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let i = 2; ; i += 1) if (!used.has(`${stem}-${i}${ext}`)) return `${stem}-${i}${ext}`;
}

/**
 * The code inside a model's answer: prose before, between and after the blocks removed; each
 * block a file (named by its fence or a first-line comment, else main.<ext>, main-2.<ext>...);
 * shell snippets dropped when real code is present; an answer without any fence taken whole.
 */
export function extractCode(text: string, format: FormatId): ExtractedCode {
  const info = FORMATS[format];
  const defaultName = `main${info.extension}`;
  let blocks = fencedBlocks(text);
  const code = blocks.filter((b) => !NOT_CODE.has(languageTag(b.info)));
  if (code.length > 0) blocks = code;
  if (blocks.length === 0) {
    const whole = text.trim();
    blocks = whole ? [{ info: '', body: whole }] : [];
  }
  const used = new Set<string>();
  const files: GeneratedFile[] = [];
  for (const block of blocks) {
    const lines = block.body.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
    if (lines.join('').trim() === '') continue;
    let name = nameFromInfo(block.info);
    const comment = NAME_COMMENT.exec(lines[0] ?? '');
    if (!name && comment) name = comment[1];
    // JSON has no comments: a name line would make the file invalid.
    if (comment && info.language === 'json') lines.shift();
    const path = uniqueName(name ?? defaultName, used);
    used.add(path);
    files.push({ path, content: `${lines.join('\n')}\n`, language: info.language });
  }
  return {
    code: files.map((f) => (files.length > 1 ? `${commentFor(info.language)} ${f.path}\n${f.content}` : f.content)).join('\n'),
    language: info.language,
    files,
  };
}

function commentFor(language: CodeLanguage): string {
  return language === 'json' || language === 'bicep' ? '//' : '#';
}
