/**
 * The `location` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const LOCATION_GCP: Rule[] = [
  // Multi-regions ("in the EU", "US multi-region") and location ids ("nam5", "eur3").
  {
    re: /\b(?:in|within|located in|stored in|hosted in|location(?:\s+of)?|multi-?region)\s*(?::|=)?\s*(?:the\s+)?(eu|us|asia)\b(?![-\w])(?:\s+multi-?regions?)?|\b(eu|us|asia)\s+multi-?regions?\b|\b(nam\d{1,2}|eur\d{1,2})\b/g,
    read: (m) => ({
      label: 'location',
      values: { location: m[3] ?? (m[1] ?? m[2]).toUpperCase() },
      family: 'location',
    }),
    examples: {
      reads: { 'a bucket in the eu multi-region': { location: 'EU' }, 'a bucket in nam4': { location: 'nam4' } },
      leaves: ['a bucket in europe-west1'],
    },
  },
];
