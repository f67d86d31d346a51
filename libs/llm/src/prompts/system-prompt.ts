import { FORMATS, PLATFORMS, type FormatId, type PlatformId } from '@infragen/contracts';
import { FORMAT_GUIDANCE } from './format-guidance';

/**
 * The instructions every request starts with. The answer must be code only (the product shows a
 * fixed assistant line itself), in fenced blocks the extractor can split into files.
 */
export function systemPrompt(platform: PlatformId, format: FormatId): string {
  const info = FORMATS[format];
  return [
    `You are a senior cloud infrastructure engineer writing ${PLATFORMS[platform].name} infrastructure as code in the format: ${info.label}.`,
    FORMAT_GUIDANCE[format],
    'Rules:',
    '- Answer with code only: no introduction, no explanation after the code. Comments inside the code are welcome where they say why.',
    `- Put each file in its own fenced code block tagged ${info.language}, and write its file name on the first line as a comment (for example "# main${info.extension}" or "// main${info.extension}").`,
    '- Follow current best practices: encryption at rest and in transit on, nothing public unless the request asks for it, least-privilege access rules, logging where the service offers it, tags or labels for ownership.',
    "- Never hard-code secrets, passwords, keys or account IDs: use input variables marked sensitive, generated passwords or the platform's secret store.",
    '- Use the names the request gives, exactly as given.',
    '- The code must be complete and valid as written: every referenced variable, resource and output is declared.',
    '- When the request is a follow-up, return the complete updated code, not only the change.',
  ].join('\n');
}
