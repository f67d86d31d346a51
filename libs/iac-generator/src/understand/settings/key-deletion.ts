/**
 * The `keyDeletion` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// What soft delete keeps, as requests name it.
const KEPT = String.raw`(?:blobs?|containers?|files?|file\s+shares?|shares?|objects?|secrets?|keys?)`;

// How deleted things are said to come back: "recoverable", "can be restored", "kept".
const BACK = String.raw`(?:(?:are|is|can\s+be|stay|remain|should\s+be|must\s+be)\s+)?(?:(?:recoverable|restorable|kept|retained|restored|recovered)\s+)?(?:for\s+)?(\d{1,3})\s*days?`;

export const KEY_DELETION_LIMITS: Rule[] = [
  // Deleted things said recoverable for days: "deleted blobs recoverable for 14 days and deleted containers
  // for 7 days", "deleted blobs can be restored for 30 days": soft delete, never a lifecycle rule.
  {
    re: new RegExp(
      String.raw`\bdeleted\s+(${KEPT})\s+${BACK}(?:\s*,?\s*(?:and\s+)?(?:deleted\s+)?(${KEPT})\s+${BACK})?`,
      'g',
    ),
    read: (m) => {
      const values: Record<string, number> = {};
      const set = (thing: string, n: string) =>
        (values[/^container/.test(thing) ? 'containerDeletionDays' : 'deletionWindowDays'] = Number(n));
      set(m[1], m[2]);
      if (m[3] && m[4]) set(m[3], m[4]);
      return { label: 'soft delete', values, family: 'keyDeletion' };
    },
    examples: {
      reads: {
        'deleted blobs recoverable for 20 days and deleted containers for 4 days': {
          deletionWindowDays: 20,
          containerDeletionDays: 4,
        },
        'deleted blobs can be restored for 30 days': { deletionWindowDays: 30 },
      },
      leaves: ['delete blobs 30 days after they were last modified'],
    },
  },
  // "a 10 day deletion window", "pending window of 14 days", "soft-delete retention of 30 days",
  // "soft delete kept 90 days".
  {
    re: /\b(?:(\d{1,3})[ -]?days?\s+(?:key\s+)?(?:(?:deletion|pending)\s+(?:window|period|retention)|soft[- ]?delete(?:\s+(?:window|period|retention)|(?!\s+(?:for|on|of)\s+(?:the\s+)?(?:blobs?|containers?|files?|shares?|objects?)\b)))|(?:deletion|pending)\s+window\s+(?:of\s+|is\s+|=\s*)?(\d{1,3})\s*days?|soft[- ]?delete\s+(?:retention(?:\s+period)?|period|window)\s+(?:of\s+|is\s+|=\s*|for\s+)?(\d{1,3})\s*days?|soft[- ]?delete(?:d)?\s+(?:for|(?:kept|retained)(?:\s+for)?)\s+(\d{1,3})\s*days?)\b/g,
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
        'a key vault with purge protection and 30 days soft delete': { deletionWindowDays: 30 },
      },
      leaves: ['a log group kept for 30 days'],
    },
  },
  // Soft delete said of what it keeps: "soft delete for blobs kept 21 days", "soft delete on containers for
  // 14 days", "soft delete of 30 days", "14 days of soft delete for blobs and containers", "soft delete
  // for blobs 10 days and for containers 21 days". A deletion window, never an age at which things are
  // deleted (a lifecycle rule would delete live data). A storage account keeps deleted blobs and deleted
  // containers for days of their own: the word each duration is said of decides which it sets.
  {
    re: new RegExp(
      String.raw`\b(?:(\d{1,3})[ -]?days?\s+of\s+)?(?:(blob|container)\s+)?soft[- ]?delete(?:d|s)?((?:\s*,?\s*(?:and\s+)?(?:for|on|of)\s+(?:the\s+)?${KEPT}(?:\s+and\s+${KEPT})?(?:\s+\(?\s*(?:(?:kept|retained|set\s+to|of)\s+)?(?:for\s+)?\d{1,3}\s*days?\s*\)?)?)+|\s+(?:of\s+)?\d{1,3}\s*(?:days?\b|d\b))?`,
      'g',
    ),
    read: (m) => {
      const values = softDeleteDays(m[3] ?? '', m[1] ? Number(m[1]) : undefined, m[2]);
      return Object.keys(values).length ? { label: 'soft delete', values, family: 'keyDeletion' } : undefined;
    },
    examples: {
      reads: {
        'a storage account with soft delete for blobs kept 21 days': { deletionWindowDays: 21 },
        'soft delete on containers for 14 days': { containerDeletionDays: 14 },
        'a storage account with soft delete of 30 days': { deletionWindowDays: 30 },
        'keep 10 days of blob soft delete': { deletionWindowDays: 10 },
        'object soft delete 12 days': { deletionWindowDays: 12 },
        'a bucket, soft delete 3d': { deletionWindowDays: 3 },
        'container soft delete 9 days': { containerDeletionDays: 9 },
        'soft delete for blobs 5 days and for containers 12 days': { deletionWindowDays: 5, containerDeletionDays: 12 },
        '20 days of soft delete for blobs and containers': { deletionWindowDays: 20, containerDeletionDays: 20 },
        'soft delete for blobs (9 days) and for containers (11 days)': {
          deletionWindowDays: 9,
          containerDeletionDays: 11,
        },
      },
      leaves: ['delete blobs after 30 days', 'a storage account with soft delete'],
    },
  },
];

/**
 * The days soft delete keeps each thing named in `said` (the words after "soft delete"): a duration is
 * for the things named before it since the last duration; things named with none take `before` ("14 days
 * of soft delete for blobs and containers"). Containers have days of their own; anything else is the
 * deletion window. `only` is the one thing said before "soft delete" ("container soft delete").
 */
function softDeleteDays(said: string, before?: number, only?: string): Record<string, number> {
  const out: Record<string, number> = {};
  const set = (thing: string, n: number) => {
    if (/^container/.test(thing)) out.containerDeletionDays = n;
    else out.deletionWindowDays = n;
  };
  // "soft delete of 30 days", "soft delete 7d": the duration said right after it.
  const alone = /^\s+(?:of\s+)?(\d{1,3})/.exec(said);
  if (alone) set(only ?? 'blob', Number(alone[1]));
  let pending: string[] = [];
  for (const w of said.matchAll(new RegExp(String.raw`${KEPT}|(\d{1,3})\s*days?`, 'g'))) {
    if (w[1] === undefined) pending.push(w[0]);
    else {
      for (const thing of pending) set(thing, Number(w[1]));
      pending = [];
    }
  }
  if (before !== undefined) for (const thing of pending.length ? pending : [only ?? 'blob']) set(thing, before);
  return out;
}
