import { FORMATS, type FormatId, type GeneratedFile } from '@infragen/contracts';

/**
 * The single `code` string of a completed generation: one file is its content; several are each
 * preceded by a header line naming the file, in the format's comment style (`//` for JSON and
 * Bicep, `#` otherwise), joined with a line break.
 *
 * @example
 *   combinedCode([{ path: 'main.tf', content: 'a = 1\n', language: 'hcl' }], 'terraform') // 'a = 1\n'
 *   combinedCode([main, variables], 'terraform') // '# main.tf\n...\n\n# variables.tf\n...\n'
 */
export function combinedCode(files: readonly GeneratedFile[], format: FormatId): string {
  if (files.length === 1) return files[0]!.content;
  const language = FORMATS[format].language;
  const comment = language === 'json' || language === 'bicep' ? '//' : '#';
  return files.map((file) => `${comment} ${file.path}\n${file.content}`).join('\n');
}
