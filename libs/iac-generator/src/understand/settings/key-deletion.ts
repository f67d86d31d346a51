/**
 * The `keyDeletion` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const KEY_DELETION_LIMITS: Rule[] = [
  // "a 10 day deletion window", "pending window of 14 days", "soft-delete retention of 30 days",
  // "soft delete kept 90 days".
  {
    re: /\b(?:(\d{1,3})[ -]?days?\s+(?:key\s+)?(?:deletion|pending|soft[- ]?delete)\s+(?:window|period|retention)|(?:deletion|pending)\s+window\s+(?:of\s+|is\s+|=\s*)?(\d{1,3})\s*days?|soft[- ]?delete\s+(?:retention(?:\s+period)?|period|window)\s+(?:of\s+|is\s+|=\s*|for\s+)?(\d{1,3})\s*days?|soft[- ]?delete(?:d)?\s+(?:for|(?:kept|retained)(?:\s+for)?)\s+(\d{1,3})\s*days?)\b/g,
    read: (m) => ({
      label: 'deletion window',
      values: { deletionWindowDays: Number(m[1] ?? m[2] ?? m[3] ?? m[4]) },
      family: 'keyDeletion',
    }),
    examples: {
      reads: {
        'a kms key with a 10 day deletion window': { deletionWindowDays: 10 },
        'a key vault with soft delete retention of 30 days': { deletionWindowDays: 30 },
        'a key vault with soft delete kept 90 days': { deletionWindowDays: 90 },
      },
      leaves: ['a log group kept for 30 days'],
    },
  },
  // Soft delete said of what it keeps: "soft delete for blobs kept 21 days", "soft delete on containers for
  // 14 days", "soft delete of 30 days", "14 days of blob soft delete". A deletion window, never an age at
  // which things are deleted (a lifecycle rule would delete live data).
  {
    re: /\b(?:soft[- ]?delete(?:d|s)?\s+(?:for|on|of)\s+(?:the\s+)?(?:blobs?|containers?|files?|file\s+shares?|shares?|objects?|secrets?|keys?)\s+(?:(?:kept|retained|set\s+to|of)\s+)?(?:for\s+)?(\d{1,3})\s*days?|soft[- ]?delete\s+of\s+(\d{1,3})\s*days?|(\d{1,3})[ -]?days?\s+of\s+(?:blob\s+|container\s+)?soft[- ]?delete)\b/g,
    read: (m) => ({
      label: 'soft delete',
      values: { deletionWindowDays: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'keyDeletion',
    }),
    examples: {
      reads: {
        'a storage account with soft delete for blobs kept 21 days': { deletionWindowDays: 21 },
        'soft delete on containers for 14 days': { deletionWindowDays: 14 },
        'a storage account with soft delete of 30 days': { deletionWindowDays: 30 },
        'keep 10 days of blob soft delete': { deletionWindowDays: 10 },
      },
      leaves: ['delete blobs after 30 days', 'a storage account with soft delete'],
    },
  },
];
