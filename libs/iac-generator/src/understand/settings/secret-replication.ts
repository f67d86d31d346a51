/**
 * The `secretReplication` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SECRET_REPLICATION_GCP: Rule[] = [
  // How a secret's copies are kept: "automatic replication", "user-managed replication".
  {
    re: /\b(automatic|auto|user[- ]managed)\s+replication\b|\breplicated\s+automatically\b/g,
    read: (m) => ({
      label: 'replication',
      values: { replication: m[1] && /^user/.test(m[1]) ? 'user-managed' : 'automatic' },
      family: 'secretReplication',
    }),
    examples: {
      reads: { 'a secret manager secret with automatic replication': { replication: 'automatic' } },
      leaves: ['a secret manager secret'],
    },
  },
];
