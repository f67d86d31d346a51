import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '@infragen/contracts';

/**
 * Secrets at rest (a GitHub token, say) are stored sealed with AES-256-GCM: a fresh 96-bit nonce
 * per value, the 128-bit tag checked on opening, and a context string bound in as additional data
 * so a sealed value copied to another row (another user's) does not open there. The stored text
 * names the key that sealed it, so a changed key is told apart from a tampered value.
 *
 * Format: `v1.<key id>.<nonce>.<tag>.<ciphertext>`, base64url parts; the key id is the first 8
 * hex digits of the key's SHA-256 (it reveals nothing usable about the key).
 *
 * @example
 *   const box = new SecretBox(key);
 *   const sealed = box.seal('gho_abc', 'github-token:42');
 *   box.open(sealed, 'github-token:42'); // 'gho_abc'
 */
export class SecretBox {
  private readonly keyId: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SecretBox needs a 32-byte key');
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(plaintext: string, context: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return ['v1', this.keyId, ...parts].join('.');
  }

  /** The plaintext, or a SecretUnreadableError when the key differs or the value was altered. */
  open(sealed: string, context: string): string {
    const [version, keyId, nonce, tag, body] = sealed.split('.');
    if (version !== 'v1' || !keyId || nonce === undefined || tag === undefined || body === undefined)
      throw new SecretUnreadableError('not a sealed value');
    if (keyId !== this.keyId) throw new SecretUnreadableError('sealed with another key');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch (error) {
      throw new SecretUnreadableError('altered, or sealed for another context', error);
    }
  }
}

/** A sealed value that cannot be opened with the key in force. */
export class SecretUnreadableError extends Error {
  constructor(reason: string, cause?: unknown) {
    super(`sealed secret cannot be opened: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'SecretUnreadableError';
  }
}

export type EncryptionKeySource = 'configured' | 'generated' | 'stored' | 'ephemeral';

function decodeKey(text: string): Buffer {
  return /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/** One throwaway key per test process, so an api and a worker started in it agree. */
let ephemeralKey: Buffer | null = null;

/**
 * The key sealing secrets at rest. Production must configure ENCRYPTION_KEY (a generated key
 * would differ between instances, and losing it loses every stored secret). Development keeps a
 * generated one under DATA_DIR/secrets so restarts keep reading what was sealed; tests use one
 * throwaway key per process.
 */
export function resolveEncryptionKey(env: Env): { key: Buffer; source: EncryptionKeySource } {
  if (env.ENCRYPTION_KEY) return { key: decodeKey(env.ENCRYPTION_KEY), source: 'configured' };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'ENCRYPTION_KEY is not set: production needs a key of 32 random bytes (for example `openssl rand -base64 32`).',
    );
  }
  if (env.NODE_ENV === 'test') {
    ephemeralKey ??= randomBytes(32);
    return { key: ephemeralKey, source: 'ephemeral' };
  }
  const dir = join(resolve(env.DATA_DIR), 'secrets');
  const file = join(dir, 'encryption-key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored && decodeKey(stored).length !== 32) throw new Error(`${file} does not hold a key of 32 bytes`);
    if (stored) return { key: decodeKey(stored), source: 'stored' };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  // Written whole under a name of its own, then linked into place: a process starting alongside
  // (the api and the worker) either links first or reads the complete key of the one that did.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${key.toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return { key, source: 'generated' };
  } catch {
    return { key: decodeKey(readFileSync(file, 'utf8').trim()), source: 'stored' };
  } finally {
    rmSync(draft, { force: true });
  }
}
