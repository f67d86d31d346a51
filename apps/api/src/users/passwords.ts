import { hash, verify, argon2id } from 'argon2';
import { Messages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@infragen/contracts';
import { COMMON_PASSWORDS } from './common-passwords';
import { guessability, isBreached } from './password-strength';

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

/** Who a new password is for: its words are the first an attacker tries. */
export interface PasswordOwner {
  email?: string;
  fullName?: string;
}

/** zxcvbn scores below this are refused: 2 means about 10^8 guesses, out of reach online. */
const MIN_SCORE = 2;

/** The account's words, lower-case: the email, its local part and domain label, the name and its parts. */
function personalWords({ email, fullName }: PasswordOwner): string[] {
  const words = new Set<string>();
  const [local, domain] = (email ?? '').toLowerCase().split('@');
  for (const w of [email?.toLowerCase(), local, domain?.split('.')[0], ...(local?.split(/[._+-]/) ?? [])]) {
    if (w) words.add(w);
  }
  const name = (fullName ?? '').toLowerCase().trim();
  if (name) words.add(name).add(name.replace(/\s+/g, ''));
  for (const part of name.split(/\s+/)) if (part) words.add(part);
  return [...words];
}

/** The product's own name: with the year, the first words an attacker tries here (NIST 800-63B 5.1.1.2). */
const PRODUCT_NAME = 'infragen';

/** The context words of a password chosen at `now`: the product's name, and last, this and next year. */
export function contextWords(now: Date = new Date()): string[] {
  const year = now.getUTCFullYear();
  return [PRODUCT_NAME, String(year - 1), String(year), String(year + 1)];
}

/** Digits and symbols around a word, the usual decoration of a breached password ("Dragon99!"). */
const DECORATION = /^[^\p{L}]{0,4}(\p{L}+)[^\p{L}]{0,4}$/u;

/**
 * The rule a new password breaks, in the catalogue's words, or null when it is acceptable: its
 * length; the account's own email or name in it; one of the most common passwords; a password of
 * a breach list, as it is or decorated with a few digits or symbols; the product's name or the
 * year with too little else; or, by zxcvbn's estimate, easy to guess (repeats like "aaaaaaaa",
 * spaces, keyboard runs, dictionary words with digits tacked on).
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return Messages.auth.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return Messages.auth.passwordTooLong(PASSWORD_MAX_LENGTH);
  const lower = password.toLowerCase();
  const personal = personalWords(owner);
  // The whole email, its local part or the whole name (4 characters or more, so "Al" or "Bo" in a
  // name does not rule out every password containing those letters).
  const own = [owner.email, owner.email?.split('@')[0], owner.fullName?.replace(/\s+/g, '')]
    .map((w) => w?.toLowerCase())
    .filter((w): w is string => !!w && w.length >= 4);
  if (own.some((w) => lower.replace(/\s+/g, '').includes(w))) return Messages.auth.passwordPersonal;
  if (COMMON_PASSWORDS.has(lower)) return Messages.auth.passwordTooCommon;
  if (isBreached(lower)) return Messages.auth.passwordBreached;
  const context = contextWords();
  if (context.some((w) => lower.includes(w))) {
    // What is left once the context words are taken out must be strong on its own.
    const rest = context.reduce((text, w) => text.split(w).join(' '), lower).trim();
    if (rest.length < PASSWORD_MIN_LENGTH || guessability(rest, [...personal, ...context]) < MIN_SCORE)
      return Messages.auth.passwordContext;
  }
  const word = DECORATION.exec(lower)?.[1];
  if (word && word !== lower && isBreached(word)) return Messages.auth.passwordBreached;
  if (guessability(password, [...personal, ...context]) < MIN_SCORE) return Messages.auth.passwordTooWeak;
  return null;
}
