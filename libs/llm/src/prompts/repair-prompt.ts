import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ConversationTurn, Diagnostic, FormatId, PlatformId } from '@infragen/contracts';
import { buildMessages } from './build-messages';

/** Findings listed in one repair request at most (errors first); the rest are counted. */
const FINDINGS_SENT = 30;

/** The line that opens every repair request (the scripted model servers of the tests look for it). */
export const REPAIR_REQUEST_OPENING = 'Checking the code above found';

/** One finding as the model reads it: where, how bad, which check, what, and the fix when known. */
function findingLine(d: Diagnostic, index: number): string {
  const hint = d.fixHint ? ` Fix: ${d.fixHint}` : '';
  return `${index + 1}. ${d.file}:${d.line}:${d.column} ${d.severity} [${d.code}] ${d.message}${hint}`;
}

/**
 * The request of one repair round: the conversation as it was, the model's own answer, then the
 * problems the checks found in it, asking for the whole corrected code in the same shape (so the
 * extraction reads it like any answer). Errors come first; notes are left out.
 *
 * @example
 *   buildRepairMessages({ prompt, platform: 'aws', format: 'terraform-aws', answer, diagnostics })
 *     .at(-1).content // 'Checking the code above found 1 problem:\n1. main.tf:7:3 error [...] ...'
 */
export function buildRepairMessages(input: {
  prompt: string;
  platform: PlatformId;
  format: FormatId;
  history?: readonly ConversationTurn[];
  /** The answer the problems were found in, as the model wrote it. */
  answer: string;
  diagnostics: readonly Diagnostic[];
}): ChatCompletionMessageParam[] {
  const problems = [
    ...input.diagnostics.filter((d) => d.severity === 'error'),
    ...input.diagnostics.filter((d) => d.severity === 'warning'),
  ];
  const listed = problems.slice(0, FINDINGS_SENT).map(findingLine);
  const more = problems.length - listed.length;
  const request = [
    `${REPAIR_REQUEST_OPENING} ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}:`,
    ...listed,
    ...(more > 0 ? [`...and ${more} more of the same kinds.`] : []),
    '',
    'Fix every error listed, and the warnings where the fix is clear. Keep everything the request asked for: never delete a resource or a file to make an error go away.',
    'Answer with the complete corrected code, every file, each in its own fenced code block with its file name on the first line as before, and nothing else.',
  ].join('\n');
  return [
    ...buildMessages({ prompt: input.prompt, platform: input.platform, format: input.format, history: input.history }),
    { role: 'assistant', content: input.answer },
    { role: 'user', content: request },
  ];
}
