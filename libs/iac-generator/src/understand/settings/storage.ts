/**
 * The `storage` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const STORAGE: Rule[] = [
  {
    re: /\bmax(?:imum)?\s+(?:allocated\s+)?storage\D{0,20}(\d{1,5})\s*(gb|gib|tb|tib)\b/g,
    read: (m) => ({
      label: 'maximum storage',
      values: { maxStorageGb: Number(m[1]) * (/^t/.test(m[2]) ? 1024 : 1) },
      family: 'storage',
    }),
    examples: {
      reads: { 'an rds instance with max allocated storage of 500 gb': { maxStorageGb: 500 } },
      leaves: ['a lambda with max 10 retries'],
    },
  },
  // Storage that grows by itself up to a bound is the bound of its autoscaling: "grows automatically
  // up to 500gb", "autoscaling storage up to 1 TB".
  {
    re: /\b(?:grow(?:s|ing)?|auto-?scal(?:es|ing)|auto-?grow(?:s|th|ing)?|expand(?:s|ing)?)\b[^.;,\d]{0,30}?\bup to\s+(\d{1,5})\s*(gb|gib|tb|tib)\b/g,
    read: (m) => ({
      label: 'maximum storage',
      values: { maxStorageGb: Number(m[1]) * (/^t/.test(m[2]) ? 1024 : 1) },
      family: 'storage',
    }),
    examples: {
      reads: {
        'a postgres database with 100gb storage that grows automatically up to 500gb': { maxStorageGb: 500 },
        'mysql with autoscaling storage up to 2 tb': { maxStorageGb: 2048 },
      },
      leaves: ['a bucket that grows every day', 'a queue of up to 50 messages'],
    },
  },
  {
    re: /\b(\d{1,5}(?:\.\d{1,2})?)\s*(gb|gib|tb|tib|gi|ti)\b(?:\s+(?:of\s+)?(?:storage|disk(?: space)?|ssd|volume|space|drive))?|\b(?:storage|disk(?: size)?|volume size)\s*(?:of|=|:|to)?\s*(\d{1,5})\s*(gb|gib|tb|tib|gi|ti)\b/g,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      return { label: 'storage', values: { storageGb: Math.round(/^t/.test(unit) ? n * 1024 : n) }, family: 'storage' };
    },
    examples: {
      reads: {
        'a postgres database with 100 gb of storage': { storageGb: 100 },
        'a volume size of 2 tb': { storageGb: 2048 },
      },
      leaves: ['a lambda with 512 mb of memory'],
    },
  },
];
