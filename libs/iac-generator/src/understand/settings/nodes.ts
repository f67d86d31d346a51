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
      // Never the size at the end of a machine type ("e2-standard-8 nodes", "n2-highmem-16 nodes").
      // The class may follow an "x" and end in its service's word ("3 x r6g.large.search data nodes").
      `(?<![-_.])\\b${N}(?:[ -]|\\s*[x×]\\s*(?=[a-z]\\d|standard_|cache\\.))(?:(?:cache\\.)?[a-z]\\d[a-z0-9]*(?:\\.[a-z0-9]+)+ |standard_[a-z0-9_]+ |[a-z]\\d\\w*-\\w+(?:-\\d+)? )?(?:spot |preemptible |on[- ]demand )?(?:worker |broker |data |cache |kafka |compute |agent |system |user )?nodes?\\b(?!\\s*(?:group|pool))|\\b${N}\\s+brokers?\\b`,
      'g',
    ),
    read: (m) => ({ label: 'node count', values: { nodes: num(m[1] ?? m[2]) }, family: 'nodes' }),
    consume: [1, 2],
    examples: {
      reads: {
        'an eks cluster with 3 worker nodes': { nodes: 3 },
        'an msk cluster with three broker nodes': { nodes: 3 },
        'a search domain of 5 x c6g.xlarge.search data nodes': { nodes: 5 },
        'a cache of 2 cache.r7g.large nodes': { nodes: 2 },
      },
      leaves: ['an eks cluster with a node group', 'a gke node pool of e2-standard-8 nodes'],
    },
  },
  {
    // A pool's size said with its machine type: "a node pool of 3 x n2-standard-8", "node group with 4 x m6i.large".
    re: new RegExp(
      `\\b(?:node\\s*pools?|node\\s*groups?|pools?)\\s+(?:of|with)\\s+${N}\\s*[x×]\\s*(?=[a-z]\\d|standard_)`,
      'g',
    ),
    read: (m) => ({ label: 'node count', values: { nodes: num(m[1] ?? m[2]) }, family: 'nodes' }),
    consume: [1, 2],
    examples: {
      reads: { 'a gke cluster with a node pool of 4 x e2-standard-4 for batch': { nodes: 4 } },
      leaves: ['a gke node pool of e2-standard-8 machines'],
    },
  },
  {
    // "node count 4", "nodes: 4", and a change said with the nodes first: "scale the EKS nodes to 5".
    re: /\bnode[ _]count\s*(?:of|=|to|:|is)?\s*(\d{1,3})\b|\bnodes?\s*(?:=|:)\s*(\d{1,3})\b|\b(?:scale|resize|grow|shrink|bump|increase|decrease|reduce|raise|lower|set|change)\s+(?:the\s+|its\s+|their\s+)?(?:[a-z0-9-]+\s+){0,2}?(?:worker\s+)?nodes?\s+(?:up\s+|down\s+)?(?:to|at)\s+(\d{1,3})\b/g,
    read: (m) => ({ label: 'node count', values: { nodes: Number(m[1] ?? m[2] ?? m[3]) }, family: 'nodes' }),
    examples: {
      reads: { 'an aks cluster with node count 4': { nodes: 4 }, 'scale the gke nodes to 6': { nodes: 6 } },
      leaves: ['an aks cluster in west europe'],
    },
  },
];
