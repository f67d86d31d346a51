import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's estimate of how guessable a password is (0 to 4), with the words of the account it is
 * for (email, its parts, the name) counted as known to an attacker. Its dictionaries and keyboard
 * graphs (about 1 MB) are loaded on the first check, not at start.
 */
let estimator: ZxcvbnFactory | null = null;

export function guessability(password: string, personal: string[]): number {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(password, personal).score;
}
