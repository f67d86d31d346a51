/**
 * The built-in generator's answer as the markdown a model would write, so it goes through the same
 * streaming and code extraction as a model's answer.
 *
 * @example
 *   renderAsMarkdown({ explanation: 'A bucket.', files: [{ path: 'main.tf', content: 'x', language: 'hcl' }] })
 *   // 'A bucket.\n\n```hcl title=main.tf\nx\n```\n'
 */
export interface MarkdownInput {
  explanation: string;
  files: { path: string; content: string; language: string }[];
}

const FENCE_LANG: Record<string, string> = {
  tf: 'hcl',
  yaml: 'yaml',
  yml: 'yaml',
  json: 'json',
  bicep: 'bicep',
  py: 'python',
  js: 'javascript',
  html: 'html',
};

/** The explanation, then every file in a fenced block titled with its path. */
export function renderAsMarkdown(result: MarkdownInput): string {
  const parts = [result.explanation.trim()];
  for (const f of result.files) {
    const ext = f.path.split('.').pop() ?? '';
    const fence = f.content.includes('```') ? '````' : '```';
    parts.push(`${fence}${FENCE_LANG[ext] ?? f.language} title=${f.path}\n${f.content.replace(/\n?$/, '\n')}${fence}`);
  }
  return parts.join('\n\n') + '\n';
}
