/**
 * The `nodes` family's pod limit: how many pods one node may run ("at most 30 pods per node", "50 max pods per node", "max
 * pods per node 64"). Read before the scaling family, whose "at most 30 pods" is a workload's
 * maximum, never a node's. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PODS_PER_NODE: Rule[] = [
  {
    re: /\b(?:(?:at most|max(?:imum)?(?: of)?|up to|no more than|limit(?:ed)? (?:of|to))\s+)?(\d{1,3})\s+pods?\s+(?:per|on each|for each|each)\s+node\b|\bmax(?:imum)?\s+(?:number of\s+)?pods?\s+(?:per|on each)\s+node\s*(?:of|=|:|is|to|at)?\s*(\d{1,3})\b|\b(\d{1,3})\s+max(?:imum)?\s+pods?\s+(?:per|on each|for each|each)\s+node\b/g,
    read: (m) => ({
      label: 'max pods per node',
      values: { maxPodsPerNode: Number(m[1] ?? m[2] ?? m[3]) },
      family: 'nodes',
    }),
    examples: {
      reads: {
        'a gke node pool with at most 30 pods per node': { maxPodsPerNode: 30 },
        'an aks cluster, max pods per node 50': { maxPodsPerNode: 50 },
        'node pool of 3 nodes, 64 pods per node': { maxPodsPerNode: 64 },
        'a user pool with 48 max pods per node': { maxPodsPerNode: 48 },
      },
      leaves: ['a deployment with at most 30 pods', 'one pod per node with a daemonset'],
    },
  },
];
