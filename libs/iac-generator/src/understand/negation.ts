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
  // Verbs of running: "would rather not run a Lambda", "don't want to host a VM for this".
  'run',
  'host',
  'rather',
]);

// Words that end a noun phrase: a word of these before the thing is never one that describes it.
const PHRASE_BREAK = new Set([
  ...['and', 'or', 'but', 'then', 'so', 'that', 'which', 'who', 'where', 'when', 'if', 'than', 'as', 'plus', 'also'],
  ...['with', 'for', 'on', 'in', 'into', 'to', 'from', 'of', 'by', 'via', 'at', 'over', 'behind', 'per', 'only'],
  ...['is', 'are', 'be', 'it', 'its', 'we', 'i', 'you', 'they', 'our', 'my', 'their', 'the', 'this', 'please'],
]);
// How many plain words may describe the thing ruled out between the negation and it ("no client secret").
const MODIFIERS = 2;

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
  // "w/o any client secret", "no API key": plain words right before the thing describe it, and the
  // negation before them rules out the whole noun phrase.
  let from = start;
  while (from > 0 && start - from < MODIFIERS && describes(tokens[from - 1], taken(from - 1))) from--;
  for (let i = from - 1; i >= 0 && i >= start - 8; i--) {
    const w = tokens[i].word;
    if (NEGATIONS.has(w) || (w === 't' && ['don', 'doesn', 'shouldn', 'won'].includes(tokens[i - 1]?.word ?? '')))
      return true;
    if (!NEGATION_GAP.has(w) && !DESCRIBING.has(w) && w !== 'or' && !taken(i)) return false;
  }
  return false;
}

// A word of letters only that is no other thing's word, no negation and no word that ends a phrase.
const describes = (t: Token, taken: boolean) =>
  !taken &&
  /^[a-z]+$/.test(t.raw) &&
  !NEGATIONS.has(t.word) &&
  !NEGATION_GAP.has(t.word) &&
  !PHRASE_BREAK.has(t.word) &&
  t.word !== 't';
