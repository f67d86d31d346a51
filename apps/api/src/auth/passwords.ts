import { hash, verify, argon2id } from 'argon2';
import { Messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@infragen/contracts';
import { COMMON_PASSWORDS } from './common-passwords';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 30 ms here, fine per sign-in. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so a wrong email takes as long as a
 * wrong password and the timing does not tell which emails have accounts.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}

/** The rule a new password breaks, in the catalogue's words, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return Messages.auth.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return Messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return Messages.auth.passwordTooCommon;
  return null;
}
