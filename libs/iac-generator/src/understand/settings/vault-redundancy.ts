/**
 * How a backup vault keeps its copies, said as "storage": "geo-redundant storage", "locally redundant
 * storage", "ZRS storage". Of a Recovery Services vault it is the vault's own storage redundancy (family
 * `replication`), never a storage account of its own; in a request that asks for a storage account the
 * words stay that account's (settings/replication.ts).
 */
import { type Rule } from '../settings';

const REDUNDANCY: Record<string, string> = { locally: 'LRS', local: 'LRS', zone: 'ZRS', geo: 'GRS' };

export const VAULT_REDUNDANCY_AZURE: Rule[] = [
  {
    re: /\b(?:(locally|local|zone|geo)[- ]redundant|(lrs|zrs|grs))(?:\s+(?:backup\s+)?storage)(?:\s+(?:redundancy|replication|type))?\b/g,
    when: /^(?![\s\S]*\bstorage (?:accounts?|accts?)\b)[\s\S]*\b(?:recovery services|backup) vaults?\b/,
    read: (m) => ({
      label: 'storage redundancy',
      values: { replication: m[2] ? m[2].toUpperCase() : REDUNDANCY[m[1]] },
      family: 'replication',
    }),
    examples: {
      reads: {
        'a recovery services vault with geo-redundant storage': { replication: 'GRS' },
        'backup vault on locally redundant storage': { replication: 'LRS' },
        'recovery services vault, zrs storage': { replication: 'ZRS' },
      },
      leaves: ['a recovery services vault with daily vm backups kept 30 days'],
    },
  },
];
