/**
 * The `lock` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { seconds, DURATION } from './limits-words';

export const LOCK_LIMITS: Rule[] = [
  // "lock duration 2 minutes", "a lock duration of 45 seconds", "a 90-second lock", "lock 1 min".
  {
    re: new RegExp(
      `\\b(?:(?:message\\s+|peek\\s+)?lock(?:\\s+duration)?\\s*(?:of\\s+|is\\s+|=\\s*|:\\s*)?${DURATION}|${DURATION}\\s+(?:message\\s+)?lock(?:\\s+duration)?\\b)`,
      'g',
    ),
    read: (m) => ({
      label: 'lock duration',
      values: { lockSeconds: seconds(m[1] ?? m[3], m[2] ?? m[4]) },
      family: 'lock',
    }),
    examples: {
      reads: {
        'a service bus queue with a lock duration of 90 seconds': { lockSeconds: 90 },
        'a 2 minute message lock': { lockSeconds: 120 },
        'a queue billing (lock 30 sec)': { lockSeconds: 30 },
        'queue with a lock of 3 minutes': { lockSeconds: 180 },
      },
      leaves: ['a state lock table for terraform'],
    },
  },
];
