/**
 * The `readReplica` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const READ_REPLICA: Rule[] = [
  // "a primary with 3 read replicas", "(primary + 1 replica)": the replicas of a primary are read
  // replicas, not copies of a workload.
  {
    re: new RegExp(
      `\\b(?:(?:1|one|a|single)\\s+)?primary\\s*(?:\\+|and|plus|with)\\s*${N}\\s+(?:read[- ])?replicas?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'read replicas', values: { readReplicas: num(m[1]) }, family: 'readReplica' }),
    examples: {
      reads: {
        'a postgres database with one primary and two replicas': { readReplicas: 2 },
        'a redis replication group with 2 nodes (primary + 1 replica)': { readReplicas: 1 },
      },
      leaves: ['a deployment with two replicas'],
    },
  },
  {
    re: new RegExp(
      `\\b${N}\\s+read[- ]replicas?\\b|\\b(?:with\\s+)?(?:a|one)?\\s*read[- ]replicas?\\b|\\b(?:a|one)\\s+replica\\s+of\\s+(?:it|the database|the db|the instance)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'read replicas', values: { readReplicas: m[1] ? num(m[1]) : 1 }, family: 'readReplica' }),
    examples: {
      reads: {
        'a mysql database with 2 read replicas': { readReplicas: 2 },
        'an rds instance with a read replica': { readReplicas: 1 },
      },
      leaves: ['a database with 2 backups'],
    },
  },
];
