/**
 * The `nodes` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const NODES: Rule[] = [
  {
    re: new RegExp(
      `\\b${N}[ -](?:[a-z]\\d[a-z0-9]*\\.[a-z0-9]+ |standard_[a-z0-9_]+ |[a-z]\\d\\w*-\\w+(?:-\\d+)? )?(?:spot |preemptible |on[- ]demand )?(?:worker |broker |data |cache |kafka |compute |agent |system |user )?nodes?\\b(?!\\s*(?:group|pool))|\\b${N}\\s+brokers?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'node count', values: { nodes: num(m[1] ?? m[2]) }, family: 'nodes' }),
    consume: [1, 2],
    examples: {
      reads: {
        'an eks cluster with 3 worker nodes': { nodes: 3 },
        'an msk cluster with three broker nodes': { nodes: 3 },
      },
      leaves: ['an eks cluster with a node group'],
    },
  },
  {
    re: /\bnode[ _]count\s*(?:of|=|to|:|is)?\s*(\d{1,3})\b|\bnodes?\s*(?:=|:)\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'node count', values: { nodes: Number(m[1] ?? m[2]) }, family: 'nodes' }),
    examples: {
      reads: { 'an aks cluster with node count 4': { nodes: 4 } },
      leaves: ['an aks cluster in west europe'],
    },
  },
];
