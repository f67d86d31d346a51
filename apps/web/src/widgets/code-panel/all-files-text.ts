import type { CodeLanguage } from '@infragen/contracts';

/** The comment that opens a line in each language (JSON has none; `//` is what models write there). */
const COMMENT: Record<CodeLanguage, string> = { hcl: '#', yaml: '#', json: '//', bicep: '//' };

/**
 * Every file as one text for the clipboard: each under a line naming it, in its language's comment
 * style, separated by a blank line. A file whose first line already names it (a model's answer
 * keeps its `# main.tf`) is not given a second one.
 *
 * @example
 *   allFilesText([{ path: 'main.tf', language: 'hcl', content: 'a = 1\n' }, vars])
 *   // '# main.tf\na = 1\n\n# variables.tf\n...'
 */
export function allFilesText(files: readonly { path: string; language: CodeLanguage; content: string }[]): string {
  return files
    .map((file) => {
      const header = `${COMMENT[file.language]} ${file.path}`;
      const named = file.content === header || file.content.startsWith(`${header}\n`);
      return named ? file.content : `${header}\n${file.content}`;
    })
    .join('\n');
}
