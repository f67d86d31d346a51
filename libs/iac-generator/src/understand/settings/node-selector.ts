/**
 * The `nodeSelector` settings family: which nodes a workload's pods are scheduled on, stated by a
 * node label ("only on nodes labelled role=ingress", "nodeSelector disktype=ssd", "pinned to nodes
 * with the label pool=gpu"). Read before `labels`, so a node's label is not read as the labels the
 * objects carry or a service selects. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// One label as key=value, with an optional DNS prefix on the key ("kubernetes.io/os=linux").
const PAIR = '((?:[a-z0-9-]+(?:\\.[a-z0-9-]+)+\\/)?[a-z][a-z0-9._-]{0,62})\\s*=\\s*([a-z0-9][a-z0-9._-]{0,62})';

export const NODE_SELECTOR: Rule[] = [
  {
    re: new RegExp(
      // "nodes labelled k=v" (any spelling of labelled), "nodes with (the) label k=v", "nodes where k=v",
      // "node selector k=v", "nodeSelector: k=v", "node label k=v".
      `\\b(?:nodes?\\s+(?:that\\s+are\\s+|which\\s+are\\s+)?(?:lab[e]?l+e?d|tagged|marked)\\s+(?:with\\s+(?:the\\s+)?(?:label\\s+)?)?|nodes?\\s+(?:with|having|carrying|that\\s+have)\\s+(?:the\\s+|a\\s+)?labels?\\s+|nodes?\\s+where\\s+|node[ _-]?selector\\s*(?:[:=]\\s*|of\\s+|for\\s+)?|node\\s+labels?\\s+)${PAIR}(?![\\w=])`,
      'g',
    ),
    read: (m) => ({ label: 'node selector', values: { nodeSelector: { [m[1]]: m[2] } }, family: 'nodeSelector' }),
    examples: {
      reads: {
        'a daemonset only on nodes labelled role=ingress': { nodeSelector: { role: 'ingress' } },
        'run it on nodes labeled pool=gpu': { nodeSelector: { pool: 'gpu' } },
        'on nodes with the label disktype=ssd': { nodeSelector: { disktype: 'ssd' } },
        'a deployment with nodeselector kubernetes.io/os=linux': { nodeSelector: { 'kubernetes.io/os': 'linux' } },
        'schedule onto nodes where tier=edge': { nodeSelector: { tier: 'edge' } },
      },
      leaves: ['a service selecting app=web', 'a node pool of 3 nodes'],
    },
  },
];
