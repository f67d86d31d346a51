/**
 * A Spanner database's SQL dialect, read into the `engine` family: "PostgreSQL dialect", "dialect:
 * postgres", "the PostgreSQL interface", "GoogleSQL dialect". Read before the engine rule, so the
 * database name is a setting of the Spanner database, never a Cloud SQL server of its own.
 */
import { type Rule } from '../settings';

const POSTGRES = String.raw`postgres(?:ql)?|pg`;
const GOOGLE = String.raw`google\s*(?:standard\s*)?sql`;

export const DIALECT_GCP: Rule[] = [
  {
    re: new RegExp(
      String.raw`\b(?:(?:the\s+)?(${POSTGRES}|${GOOGLE})(?:[- ]compatible)?\s+(?:dialect|interface)|dialect\s*(?:[:=]|of|is|set to|as)?\s*(${POSTGRES}|${GOOGLE}))\b`,
      'g',
    ),
    when: /\bspanner\b/,
    read: (m) => ({
      label: 'database dialect',
      values: { engine: /^google/.test(m[1] ?? m[2]) ? 'googlesql' : 'postgres' },
      family: 'engine',
    }),
    examples: {
      reads: {
        'a spanner database with the postgresql dialect': { engine: 'postgres' },
        'spanner instance, dialect: postgres': { engine: 'postgres' },
        'a spanner db using the google standard sql dialect': { engine: 'googlesql' },
      },
      leaves: ['a spanner instance with 2 nodes'],
    },
  },
];
