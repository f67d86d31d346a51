import type * as Core from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import type * as EnglishLanguage from '@zxcvbn-ts/language-en';

/**
 * The dictionaries are data modules: imported statically they were parsed as the api started and
 * held about 10 MiB of its memory from then on, for a check that runs only when someone sets a
 * password (bench/RESULTS.md, "The live path"). They are required on first use instead.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
const zxcvbnCore = () => require('@zxcvbn-ts/core') as typeof Core;
const commonLanguage = () => require('@zxcvbn-ts/language-common') as typeof CommonLanguage;
const englishLanguage = () => require('@zxcvbn-ts/language-en') as typeof EnglishLanguage;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * zxcvbn's estimate of how guessable a password is (0 to 4), with the words of the account it is
 * for (email, its parts, the name) and of its context (the product's name, the year) counted as
 * known to an attacker. Its dictionaries (common passwords from breaches, and English words, names
 * and Wikipedia's most frequent words, so "correcthorse" is two words, not twelve letters) and
 * keyboard graphs (about 2.5 MB) are loaded on the first check, not at start.
 */
let estimator: Core.ZxcvbnFactory | null = null;

/**
 * The estimate's cost grows steeply with length and with l33t substitutions tried over large
 * dictionaries: at zxcvbn's defaults a 128-character password took 2.8 s of the api's event loop
 * here. Estimating the first 64 characters with at most 10 substitutions keeps the worst case near
 * 80 ms (bench/password-check.mjs) and judges the same: a password whose first 64 characters are
 * easy to guess is easy to guess.
 */
const ESTIMATED_CHARS = 64;
const L33T_MAX_SUBSTITUTIONS = 10;

function zxcvbn(): Core.ZxcvbnFactory {
  if (estimator) return estimator;
  const common = commonLanguage();
  estimator = new (zxcvbnCore().ZxcvbnFactory)({
    dictionary: { ...common.dictionary, ...englishLanguage().dictionary },
    graphs: common.adjacencyGraphs,
    l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
  });
  return estimator;
}

export function guessability(password: string, known: string[]): number {
  return zxcvbn().check(password.slice(0, ESTIMATED_CHARS), known).score;
}

/**
 * The passwords seen most often in published breaches (zxcvbn-ts's `passwords-common` list,
 * about 49,000 from the SecLists breach corpus), lower-case: NIST 800-63B's "passwords obtained
 * from previous breach corpuses", checked offline.
 */
let breached: ReadonlySet<string> | null = null;

export function isBreached(lowerCase: string): boolean {
  breached ??= new Set((commonLanguage().dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return breached.has(lowerCase);
}
