/**
 * The `retries` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num } from '../numbers';

export const RETRIES: Rule[] = [
  // Retries of a failed run, before "at most 2" is read as an upper bound of instances.
  {
    re: /\bretr(?:y|ies|ied)\s+(?:at most\s+|up to\s+|a maximum of\s+)?(\d{1,2}|one|two|three|four|five|ten)\s+times?\b|\b(\d{1,2})\s+retries\b/g,
    read: (m) => ({ label: 'retries', values: { retries: num(m[1] ?? m[2]) }, family: 'retries' }),
    examples: {
      reads: { 'a step that retries up to 3 times': { retries: 3 }, 'a job with 5 retries': { retries: 5 } },
      leaves: ['a queue with 5 consumers'],
    },
  },
];
