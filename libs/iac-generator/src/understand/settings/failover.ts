/**
 * The `failover` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const FAILOVER_LIMITS: Rule[] = [
  // "automatic failover", "failover enabled": a replica takes over on its own.
  {
    re: /\b(?:automatic(?:ally)?|auto)[ -]?fail[ -]?overs?\b|\bfail[ -]?over\s+(?:is\s+)?(?:enabled|on|automatically)\b/g,
    read: () => ({ label: 'automatic failover', values: { failover: true }, family: 'failover' }),
    examples: {
      reads: { 'an elasticache replication group with automatic failover': { failover: true } },
      leaves: ['an elasticache cluster with 2 nodes'],
    },
  },
];
