import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * zxcvbn's estimate of how guessable a password is (0 to 4), with the words of the account it is
 * for (email, its parts, the name) and of its context (the product's name, the year) counted as
 * known to an attacker. Its dictionaries (common passwords from breaches, and English words, names
 * and Wikipedia's most frequent words, so "correcthorse" is two words, not twelve letters) and
 * keyboard graphs (about 2.5 MB) are loaded on the first check, not at start.
 */
let estimator: ZxcvbnFactory | null = null;

function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator;
}

export function guessability(password: string, known: string[]): number {
  return zxcvbn().check(password, known).score;
}

/**
 * The passwords seen most often in published breaches (zxcvbn-ts's `passwords-common` list,
 * about 49,000 from the SecLists breach corpus), lower-case: NIST 800-63B's "passwords obtained
 * from previous breach corpuses", checked offline.
 */
let breached: ReadonlySet<string> | null = null;

export function isBreached(lowerCase: string): boolean {
  breached ??= new Set((common.dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return breached.has(lowerCase);
}
