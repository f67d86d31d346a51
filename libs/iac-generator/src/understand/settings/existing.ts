/**
 * The `existing` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const EXISTING_SERVICE: Rule[] = [
  // A resource the user already has: "our existing load balancer", "a pre-existing queue". It is referenced, not created.
  {
    re: /\b(?:pre-?)?existing\b(?=\s+[a-z])/g,
    read: () => ({ label: 'existing', values: {}, flags: ['existing'], family: 'existing' }),
    examples: { reads: { 'a subnet in the existing vpc': {} }, leaves: ['a new vpc'] },
  },
];
