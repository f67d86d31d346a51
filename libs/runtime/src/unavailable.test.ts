import { isUnavailableError } from './unavailable';

describe('isUnavailableError', () => {
  it('recognises Redis refusing commands while it is away', () => {
    expect(isUnavailableError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      'redis',
    );
  });

  it('recognises PostgreSQL connection failures, also inside a cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isUnavailableError(new Error('query failed', { cause: refused }))).toBe('database');
    expect(isUnavailableError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe('database');
    expect(isUnavailableError(new Error('Connection terminated unexpectedly'))).toBe('database');
  });

  it('leaves ordinary bugs alone', () => {
    expect(isUnavailableError(new TypeError('x is undefined'))).toBeNull();
    expect(isUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeNull();
    expect(isUnavailableError('a string')).toBeNull();
  });
});
