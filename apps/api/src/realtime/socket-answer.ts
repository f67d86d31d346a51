import { z } from 'zod';
import { Messages, type AckResult } from '@infragen/contracts';
import { toAppError } from '@infragen/runtime';

const IdPayload = z.strictObject({ id: z.uuid() });

/** The generation id of a socket request's payload; a payload without one is refused. */
export function generationIdOf(body: unknown): string {
  return IdPayload.parse(body).id;
}

/**
 * Runs a socket request and answers it the way HTTP routes answer: the data, or the error's
 * catalogue message with its stable code. Internal details never reach the socket.
 */
export async function answer<T>(work: () => Promise<T>): Promise<AckResult<T>> {
  try {
    return { ok: true, data: await work() };
  } catch (error) {
    if (error instanceof z.ZodError) {
      return { ok: false, error: Messages.realtime.invalidGenerationId, code: 'VALIDATION_FAILED' };
    }
    const known = toAppError(error);
    if (known) return { ok: false, error: known.message, code: known.code };
    return { ok: false, error: Messages.realtime.requestFailed, code: 'INTERNAL' };
  }
}
