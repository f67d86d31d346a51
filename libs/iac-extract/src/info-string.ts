import { knownFileName, safePath } from './file-names';

// Our rule: blocks tagged as instructions (how to deploy) or as output are never files, whatever
// else the answer holds.
const INSTRUCTION_TAGS = new Set([
  'bash',
  'sh',
  'shell',
  'console',
  'zsh',
  'powershell',
  'ps1',
  'cmd',
  'text',
  'txt',
  'plaintext',
  'output',
]);
/** `title=main.tf`, `file="main.tf"`, `filename='a b.tf'`, `path=modules/vpc/main.tf`. */
const NAME_ATTRIBUTE = /(?:^|[^\w-])(?:title|file|filename|path)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'{},]+))/gi;

/**
 * The language tag of a fence's info string: its first word (up to whitespace, `:` or `{`),
 * lower-cased.
 *
 * @example
 *   languageTag('HCL title=main.tf') // 'hcl'
 *   languageTag('hcl:variables.tf')  // 'hcl'
 */
function languageTag(info: string): string {
  return (info.split(/[\s:{]/)[0] ?? '').toLowerCase();
}

/**
 * Whether a block is instructions or output (bash, sh, shell, console, zsh, powershell, ps1, cmd,
 * text, txt, plaintext, output), which is never a file.
 *
 * @example
 *   isInstructionBlock('bash') // true
 */
export function isInstructionBlock(info: string): boolean {
  return INSTRUCTION_TAGS.has(languageTag(info));
}

/**
 * The file name an info string gives, or null. An attribute (`title=`, `file=`, `filename=`,
 * `path=`, quoted or not) names the file explicitly, so any extension is accepted there (a Lambda
 * handler `functions/app/index.py` beside the Terraform that zips it). Otherwise a later word that
 * looks like one of our file names is taken (`hcl:main.tf`, `yaml deployment.yaml`). Unsafe paths
 * are ignored.
 *
 * @example
 *   nameFromInfo('hcl title="variables.tf"') // 'variables.tf'
 *   nameFromInfo('yaml deployment.yaml')     // 'deployment.yaml'
 *   nameFromInfo('hcl title=../x.tf')        // null
 */
export function nameFromInfo(info: string): string | null {
  for (const attribute of info.matchAll(NAME_ATTRIBUTE)) {
    const path = safePath((attribute[1] ?? attribute[2] ?? attribute[3] ?? '').trim());
    if (path !== null) return path;
  }
  for (const word of info.split(/[\s:{},"']+/).slice(1)) {
    const name = knownFileName(word);
    if (name !== null) return name;
  }
  return null;
}
