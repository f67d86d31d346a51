/**
 * The `sqlDatabase` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SQL_DATABASE: Rule[] = [
  // Databases sharing capacity, and a serverless database's pause: "an elastic pool", "auto-pause after 1 hour".
  {
    re: /\belastic\s+(?:database\s+)?pools?\b/g,
    read: () => ({ label: 'elastic pool', values: { elasticPool: true }, family: 'sqlDatabase' }),
    examples: {
      reads: { 'two azure sql databases in an elastic pool': { elasticPool: true } },
      leaves: ['an azure sql database'],
    },
  },
  {
    re: /\bauto[- ]?paus(?:e|es|ing)\s+(?:delay\s+)?(?:after|of|at|=|:|is)?\s*(\d{1,5})\s*(minutes?|mins?|hours?|hrs?|h|days?)\b/g,
    read: (m) => ({
      label: 'auto-pause delay',
      values: { autoPauseMinutes: Number(m[1]) * (/^h/.test(m[2]) ? 60 : /^d/.test(m[2]) ? 1440 : 1) },
      family: 'sqlDatabase',
    }),
    examples: {
      reads: { 'a serverless azure sql database that auto-pauses after 60 minutes': { autoPauseMinutes: 60 } },
      leaves: ['a lambda timeout of 60 seconds'],
    },
  },
];
