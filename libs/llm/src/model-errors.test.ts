import OpenAI from 'openai';
import { Messages } from '@infragen/contracts';
import { classifyModelError, retryAfterSeconds } from './model-errors';

const apiError = (status: number, headers: Record<string, string> = {}) =>
  OpenAI.APIError.generate(status, { error: { message: 'provider text' } }, 'provider text', new Headers(headers));

describe('classifyModelError', () => {
  it.each([
    [401, 'authentication', Messages.generation.model.authentication],
    [403, 'authentication', Messages.generation.model.authentication],
    [404, 'not-found', Messages.generation.model.notFound('m1')],
    [500, 'unavailable', Messages.generation.model.unavailable],
    [503, 'unavailable', Messages.generation.model.unavailable],
  ])('maps HTTP %i to %s with the catalogue message', (status, kind, message) => {
    const error = classifyModelError(apiError(status), 'm1');
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.alert).not.toBeNull();
    expect(error.message).not.toContain('provider text');
  });

  it('reads the retry-after of a 429', () => {
    const error = classifyModelError(apiError(429, { 'retry-after': '17' }), 'm1');
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterSeconds).toBe(17);
    expect(error.message).toBe(Messages.generation.model.rateLimited(17));
  });

  it('tells timeouts, unreachable servers and lost connections apart', () => {
    expect(classifyModelError(new OpenAI.APIConnectionTimeoutError(), 'm').kind).toBe('timeout');
    const refused = new OpenAI.APIConnectionError({ cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) });
    expect(classifyModelError(refused, 'm').kind).toBe('unreachable');
    expect(classifyModelError(new TypeError('terminated'), 'm').kind).toBe('connection-lost');
    expect(classifyModelError(new SyntaxError('Unexpected token'), 'm').kind).toBe('bad-response');
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds, milliseconds and HTTP dates', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '3' }))).toBe(3);
    expect(retryAfterSeconds(new Headers({ 'retry-after-ms': '1500' }))).toBe(2);
    expect(retryAfterSeconds(new Headers({ 'retry-after': new Date(10_000).toUTCString() }), 0)).toBe(10);
    expect(retryAfterSeconds(new Headers())).toBeNull();
  });
});
