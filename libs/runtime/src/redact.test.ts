import { redactSecrets } from './redact';

describe('redactSecrets', () => {
  it('hides keys, bearer tokens, GitHub tokens and key=value secrets', () => {
    const out = redactSecrets(
      'Incorrect API key provided: sk-proj-abcdef123456. Authorization: Bearer eyJhbGciOi.x.y api_key=hunter2hunter2 token ghp_0123456789abcdefABCDEF',
    );
    expect(out).not.toMatch(/abcdef123456|eyJhbGciOi|hunter2|0123456789abcdef/);
    expect(out).toContain('sk-[redacted]');
    expect(out).toContain('ghp_[redacted]');
  });

  it('leaves ordinary text alone', () => {
    expect(redactSecrets('404 The model gpt-9 does not exist')).toBe('404 The model gpt-9 does not exist');
  });
});
