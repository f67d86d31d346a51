import { Messages, type ErrorCode } from '@infragen/contracts';

/**
 * Refusals about the request itself: its text, its size, what it asks for. Rephrasing can help
 * with these, so the apology with its advice is right; for any other refusal (maintenance, a rate
 * limit, no credits left) it would be wrong advice.
 */
const ABOUT_THE_REQUEST: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'GENERATION_DECLINED',
  'MODEL_REJECTED',
  'MODEL_NO_CODE',
]);

/**
 * The chat line for a request the api refused (`code`: its error code; null when no answer came,
 * the network failed): the apology for a refusal about the request, else the api's message alone.
 *
 * @example
 *   rejectionNotice('System is under maintenance. Please check back later.', 'MAINTENANCE_MODE')
 *   // 'System is under maintenance. Please check back later.'
 */
export function rejectionNotice(message: string, code: ErrorCode | null): string {
  return code === null || ABOUT_THE_REQUEST.has(code)
    ? Messages.generation.errorChatMessage(message)
    : Messages.generation.refusedChatMessage(message);
}
