/** Things a request rules out ("no bastion host", "without a NAT gateway"): never added. */
import { type Token } from './text';

// Words that rule out what follows them, and the words allowed between ("must not have any").
const NEGATIONS = new Set(['no', 'without', 'not', 'never', 'nor']);
const NEGATION_GAP = new Set([
  'a',
  'an',
  'any',
  'have',
  'has',
  'need',
  'needs',
  'use',
  'uses',
  'want',
  'get',
  'be',
  'to',
  // Verbs of making: "don't create a VPC", "do not deploy a NAT gateway", "never provision a bastion".
  'create',
  'make',
  'add',
  'deploy',
  'provision',
  'build',
  'spin',
  'set',
  'up',
  'include',
]);

// Words that describe the thing ruled out without ending the negation: "no custom DNS name", "without a
// dedicated NAT gateway", "no separate load balancer".
const DESCRIBING = new Set([
  'custom',
  'dedicated',
  'separate',
  'extra',
  'additional',
  'own',
  'public',
  'private',
  'external',
  'internal',
  'managed',
  'static',
  'elastic',
  'new',
  'other',
  'real',
  'vanity',
  'branded',
]);

/**
 * Whether the words at `start` are ruled out ("no bastion host", "don't want a NAT", "no custom
 * DNS name"), not asked for. A list goes on ruling out ("no NAT or load balancer", "without a domain
 * or certificate"): `taken` says which tokens are other components' words.
 */
export function negatedBefore(tokens: Token[], start: number, taken: (k: number) => boolean = () => false): boolean {
  for (let i = start - 1; i >= 0 && i >= start - 8; i--) {
    const w = tokens[i].word;
    if (NEGATIONS.has(w) || (w === 't' && ['don', 'doesn', 'shouldn', 'won'].includes(tokens[i - 1]?.word ?? '')))
      return true;
    if (!NEGATION_GAP.has(w) && !DESCRIBING.has(w) && w !== 'or' && !taken(i)) return false;
  }
  return false;
}
