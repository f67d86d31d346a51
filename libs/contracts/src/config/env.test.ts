import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults to an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      REDIS_URL: 'redis://127.0.0.1:6379',
      START_REDIS: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable and why', () => {
    expect(() => loadEnv({ PORT: 'eighty', REDIS_URL: 'http://x', DATABASE_URL: 'mysql://db' })).toThrow(EnvError);
    try {
      loadEnv({ PORT: 'eighty', REDIS_URL: 'http://x' });
    } catch (error) {
      const problems = (error as EnvError).problems;
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/^PORT="eighty": /);
      expect(problems[1]).toMatch(/^REDIS_URL="http:\/\/x": must be a URL starting with redis: or rediss:/);
    }
  });

  it('treats an empty value as unset and coerces booleans', () => {
    expect(loadEnv({ DATABASE_URL: '', START_REDIS: 'false' })).toMatchObject({
      DATABASE_URL: undefined,
      START_REDIS: false,
    });
    expect(() => loadEnv({ START_REDIS: 'maybe' })).toThrow(/START_REDIS/);
  });
});
