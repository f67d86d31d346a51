/**
 * The `persistence` settings family: a cache's data persisted to storage ("RDB persistence every 60
 * minutes", "AOF persistence", "rdb snapshots every hour"). settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PERSISTENCE: Rule[] = [
  {
    re: /\b(rdb|aof)\s+(?:persist[ae]nce|backups?|snapshots?)(?:\s+(?:every|each)\s+(\d{1,4}|an?|one)?\s*(min(?:ute)?s?|h(?:ou)?rs?|hours?)\b)?/g,
    read: (m) => {
      const n = m[2] === undefined || /^(?:an?|one)$/.test(m[2]) ? 1 : Number(m[2]);
      const minutes = m[3] ? (/^h/.test(m[3]) ? n * 60 : n) : undefined;
      return {
        label: 'persistence',
        values: { persistence: m[1] as 'rdb' | 'aof', persistenceMinutes: minutes },
        family: 'persistence',
      };
    },
    examples: {
      reads: {
        'rdb persistance every 60 min to a new storage account': { persistence: 'rdb', persistenceMinutes: 60 },
        'redis premium with rdb snapshots every hour': { persistence: 'rdb', persistenceMinutes: 60 },
        'aof persistence on': { persistence: 'aof' },
      },
      leaves: ['a redis cache with 2 shards'],
    },
  },
];
