/**
 * A version stated as such ("engine version 8.0"), for any component: it has no family of its own.
 * settings.ts `RULES` tries it in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const VERSION: Rule[] = [
  {
    re: /\b(?:engine[ _])?version\s*(?:of|=|:|is|should be|to)?\s*v?(\d+(?:\.\d+){0,2}(?:\.[a-z_]+\.\d+(?:\.\d+)*)?)\b/g,
    read: (m) => ({ label: 'version', values: { version: m[1] } }),
    consume: 1,
    examples: {
      reads: { 'an opensearch domain with engine version 2.11': { version: '2.11' } },
      leaves: ['a lambda in python 3.12'],
    },
  },
];
