import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '@infragen/contracts';

export type JwtSecretSource = 'configured' | 'generated' | 'stored' | 'ephemeral';

/**
 * The key signing access tokens. Production must configure it (a generated one would differ
 * between api instances and sign everyone out on every deploy). Development keeps a generated one
 * under DATA_DIR so sessions survive restarts; tests use a throwaway one.
 */
export function resolveJwtSecret(env: Env): { secret: string; source: JwtSecretSource } {
  if (env.JWT_SECRET) return { secret: env.JWT_SECRET, source: 'configured' };
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'JWT_SECRET is not set: production needs a secret of 32 characters or more (for example `openssl rand -base64 48`).',
    );
  }
  if (env.NODE_ENV === 'test') return { secret: randomBytes(48).toString('base64url'), source: 'ephemeral' };
  const dir = join(resolve(env.DATA_DIR), 'secrets');
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return { secret: stored, source: 'stored' };
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // `wx`: two processes starting together must not overwrite each other's secret.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch {
    return { secret: readFileSync(file, 'utf8').trim(), source: 'stored' };
  }
  chmodSync(file, 0o600);
  return { secret, source: 'generated' };
}
