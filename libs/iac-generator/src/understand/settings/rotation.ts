/**
 * The `rotation` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { days } from './helpers';

export const ROTATION: Rule[] = [
  // Rotation of a secret or key, read before "every 45 days" is read as a schedule: "rotate every 45
  // days", "rotated after 120 days", "a 60-day rotation", "rotated monthly".
  {
    re: /\brotat\w*\s+(?:it\s+|them\s+)?(?:automatically\s+)?(?:every|each|after)\s+(\d{1,4})\s*[- ]?(days?|weeks?|months?|years?)\b|\b(\d{1,4})[- ]?(days?|weeks?|months?|years?)\s+rotation\b|\brotat\w*\s+(monthly|weekly|yearly|annually)\b|\b(monthly|weekly|yearly|annual)\s+(?:key\s+)?rotation\b/g,
    read: (m) => ({
      label: 'rotation',
      values: {
        rotationDays:
          (m[5] ?? m[6])
            ? { weekly: 7, monthly: 30, yearly: 365, annually: 365, annual: 365 }[m[5] ?? m[6]]
            : days(m[1] ?? m[3], m[2] ?? m[4]),
      },
      family: 'rotation',
    }),
    examples: {
      reads: {
        'a secret rotated every 30 days': { rotationDays: 30 },
        'a key with a 90-day rotation': { rotationDays: 90 },
        'a key rotated yearly': { rotationDays: 365 },
        'our own kms key with yearly rotation': { rotationDays: 365 },
        'rotate them automatically every 60 days': { rotationDays: 60 },
      },
      leaves: ['a secret for the database'],
    },
  },
];
