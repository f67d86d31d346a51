import type { FastifyInstance } from 'fastify';
import { AppError, Messages } from '@infragen/contracts';

/** Half of a UTF-16 surrogate pair standing alone (with the u flag, paired halves do not match). */
const UNPAIRED_SURROGATE = /[\ud800-\udfff]/u;

/** A key as it can be shown in a message: the NUL character written as its escape. */
export const showKey = (key: string) => key.replaceAll('\u0000', '\\u0000');

/**
 * Why a text cannot be stored or searched for as it was sent, or null when it can: PostgreSQL
 * refuses the NUL character in any text (its error would otherwise surface as a false "database
 * unreachable"), and half of a surrogate pair on its own is no character.
 */
export function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return Messages.http.nulCharacter;
  return UNPAIRED_SURROGATE.test(text) ? Messages.http.unpairedSurrogate : null;
}

/** A 400 naming the field, in the shape every validation failure has. */
export function refusal(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });
}

/** The first query parameter or path parameter holding a text that cannot be stored, as a refusal. */
function parameterProblem(values: unknown): AppError | null {
  if (values === null || typeof values !== 'object') return null;
  for (const [key, value] of Object.entries(values)) {
    const keyProblem = unstorable(key);
    if (keyProblem) return refusal(showKey(key), keyProblem);
    // A parameter given more than once arrives as a list.
    for (const text of Array.isArray(value) ? value : [value]) {
      const problem = typeof text === 'string' ? unstorable(text) : null;
      if (problem) return refusal(showKey(key), problem);
    }
  }
  return null;
}

/**
 * What the JSON body check does for bodies, done for the address: a query or path parameter that
 * cannot be stored (a search for "a\u0000b", an id holding half a character) is refused with a
 * 400 naming the parameter, once for every route, before any route passes it to the database.
 */
export function refuseUnstorableParameters(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    const problem = parameterProblem(request.query) ?? parameterProblem(request.params);
    if (problem) throw problem;
  });
}
