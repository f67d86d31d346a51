/**
 * The `capture` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CAPTURE: Rule[] = [
  // Events copied to storage as they arrive.
  {
    re: /\bcaptur(?:e|ed|es|ing)\b/g,
    read: () => ({ label: 'capture', values: { capture: true }, family: 'capture' }),
    consume: 'none',
    examples: {
      reads: { 'an event hub with capture to a storage account': { capture: true } },
      leaves: ['an event hub with 4 partitions'],
    },
  },
];
