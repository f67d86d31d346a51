import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '@infragen/contracts';
import { resolveEncryptionKey, SecretBox, SecretUnreadableError } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, in the same context, and never stores the plaintext', () => {
    const sealed = box.seal('gho_secret-token', 'github-token:user-1');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('gho_secret-token');
    expect(box.open(sealed, 'github-token:user-1')).toBe('gho_secret-token');
  });

  it('seals the same value differently each time (a fresh nonce)', () => {
    expect(box.seal('same', 'c')).not.toBe(box.seal('same', 'c'));
  });

  it('refuses another context, an altered value and another key', () => {
    const sealed = box.seal('gho_secret-token', 'github-token:user-1');
    expect(() => box.open(sealed, 'github-token:user-2')).toThrow(SecretUnreadableError);
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    expect(() => box.open(parts.join('.'), 'github-token:user-1')).toThrow(/altered/);
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'github-token:user-1')).toThrow(/another key/);
    expect(() => box.open('plain text', 'c')).toThrow(/not a sealed value/);
  });
});

describe('resolveEncryptionKey', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'infragen-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('uses a configured key, as base64 or hex', () => {
    const key = randomBytes(32);
    const base64 = resolveEncryptionKey(loadEnv({ ENCRYPTION_KEY: key.toString('base64'), NODE_ENV: 'production' }));
    expect(base64).toEqual({ key, source: 'configured' });
    expect(resolveEncryptionKey(loadEnv({ ENCRYPTION_KEY: key.toString('hex') })).key).toEqual(key);
  });

  it('is required in production', () => {
    expect(() => resolveEncryptionKey(loadEnv({ NODE_ENV: 'production' }))).toThrow(/ENCRYPTION_KEY is not set/);
  });

  it('refuses a configured value that is not 32 bytes', () => {
    expect(() => loadEnv({ ENCRYPTION_KEY: 'too-short' })).toThrow(/ENCRYPTION_KEY/);
  });

  it('generates one key in development, kept under DATA_DIR/secrets with mode 0600, and reads it back', () => {
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir });
    const first = resolveEncryptionKey(env);
    expect(first.source).toBe('generated');
    const file = join(dir, 'secrets', 'encryption-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first.key);
    expect(resolveEncryptionKey(env)).toEqual({ key: first.key, source: 'stored' });
  });

  it('refuses a stored key file that does not hold 32 bytes', () => {
    resolveEncryptionKey(loadEnv({ NODE_ENV: 'development', DATA_DIR: dir }));
    writeFileSync(join(dir, 'secrets', 'encryption-key'), 'c2hvcnQ=\n');
    expect(() => resolveEncryptionKey(loadEnv({ NODE_ENV: 'development', DATA_DIR: dir }))).toThrow(/32 bytes/);
  });

  it('gives every caller of a test process the same throwaway key', () => {
    const a = resolveEncryptionKey(loadEnv({ NODE_ENV: 'test' }));
    expect(a.source).toBe('ephemeral');
    expect(resolveEncryptionKey(loadEnv({ NODE_ENV: 'test' })).key).toBe(a.key);
  });
});
