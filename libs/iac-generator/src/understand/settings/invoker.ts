/**
 * The `invoker` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const INVOKER: Rule[] = [
  // "allowing unauthenticated calls": anyone may call the service (Cloud Run's invoker for allUsers).
  {
    re: /\b(?:allow(?:s|ing)?\s+)?unauthenticated(?:\s+(?:access|requests?|invocations?|calls?|users?))?\b|\bpublicly invocable\b/g,
    read: () => ({ label: 'unauthenticated access', values: {}, flags: ['public'], family: 'invoker' }),
    examples: {
      reads: { 'a cloud run service that allows unauthenticated requests': {} },
      leaves: ['a cloud run service behind iap'],
    },
  },
];
