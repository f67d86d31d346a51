/**
 * The `cluster` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CLUSTER: Rule[] = [
  {
    re: /\b(?:kubernetes|k8s|eks|aks|gke)\s+(?:version\s+|v)?(1\.\d{1,2})\b/g,
    read: (m) => ({ label: 'Kubernetes version', values: { version: m[1] }, family: 'cluster' }),
    consume: 1,
    examples: {
      reads: {
        'an eks cluster on kubernetes 1.29': { version: '1.29' },
        'an aks cluster on kubernetes 1.30': { version: '1.30' },
      },
      leaves: ['a postgres 15 database'],
    },
  },
];
