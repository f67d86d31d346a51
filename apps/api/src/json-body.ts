import type { FastifyInstance } from 'fastify';
import { AppError, Messages } from '@infragen/contracts';
import { refusal, showKey, unstorable } from './request-text';

/** No request of the api nests this deep; a deeper body is refused before anything walks it. */
const MAX_BODY_DEPTH = 32;
/** Keys that reach an object's prototype if the body is ever merged into another object. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * What is wrong with a parsed body, if anything: the first text (a key or a string, at any depth)
 * that PostgreSQL cannot store as sent (the NUL character, half of a surrogate pair on its own),
 * named by its path into the body; a key that reaches a prototype; nesting deeper than
 * MAX_BODY_DEPTH. Walked with an explicit stack, so a hostile body cannot exhaust the call stack.
 */
function bodyProblem(body: unknown): AppError | null {
  const pending: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (pending.length) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) return refusal(path.join('.') || '(body)', problem);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= MAX_BODY_DEPTH) return refusal(path.join('.'), Messages.http.tooDeep(MAX_BODY_DEPTH));
    // Reversed, so the stack visits fields in the order they were written.
    for (const [key, inner] of Object.entries(value).reverse()) {
      const at = [...path, showKey(key)];
      const keyProblem = unstorable(key);
      if (keyProblem) return refusal(at.join('.'), keyProblem);
      if (RESERVED_KEYS.has(key)) return refusal(at.join('.'), Messages.http.reservedKey(key));
      pending.push({ value: inner, path: at });
    }
  }
  return null;
}

/**
 * JSON is the only body the api accepts (anything else is answered 415). Bodies are parsed here
 * so a malformed one gets the catalogue's message (Nest would otherwise pass Fastify's own
 * wording through), and a body that cannot be stored or is hostile is refused naming its field,
 * once for every route, instead of failing later as a 500 or a false "unreachable". The size
 * limit is enforced before parsing.
 */
export function acceptJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = body === '' ? undefined : JSON.parse(body as string);
    } catch {
      done(new AppError('INVALID_JSON', Messages.http.invalidJson), undefined);
      return;
    }
    const problem = bodyProblem(parsed);
    done(problem, problem ? undefined : parsed);
  });
}
