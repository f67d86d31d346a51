/**
 * The `dailyCap` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const DAILY_CAP: Rule[] = [
  // A daily cap on data taken in: read before "daily" is read as a schedule and "5 GB" as storage.
  {
    re: /\bdaily\s+(?:ingestion\s+|data\s+)?(?:cap|quota|limit)\s+(?:of\s+)?(\d{1,4}(?:\.\d{1,2})?)\s*(gb|gib|mb|mib)\b/g,
    read: (m) => ({
      label: 'daily cap',
      values: { dailyCapGb: /^m/.test(m[2]) ? Number(m[1]) / 1024 : Number(m[1]) },
      family: 'dailyCap',
    }),
    examples: {
      reads: { 'a log analytics workspace with a daily cap of 5 gb': { dailyCapGb: 5 } },
      leaves: ['a daily backup of 5 gb'],
    },
  },
];
