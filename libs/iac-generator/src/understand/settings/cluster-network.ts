/**
 * The `clusterNetwork` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CLUSTER_NETWORK_AZURE: Rule[] = [
  // How a cluster's pods get addresses: "Azure CNI Overlay", "kubenet"; the Azure CNI alone is the default.
  {
    re: /\b(?:azure\s+)?cni(?:\s+(overlay))?\b|\bkubenet\b/g,
    read: (m) => ({
      label: 'network plugin',
      values: {
        networkPlugin: /kubenet/.test(m[0])
          ? { plugin: 'kubenet' }
          : { plugin: 'azure', mode: m[1] ? ('overlay' as const) : undefined },
      },
      family: 'clusterNetwork',
      quiet: !m[1] && !/kubenet/.test(m[0]),
    }),
    examples: {
      reads: {
        'an aks cluster with azure cni overlay': { networkPlugin: { plugin: 'azure', mode: 'overlay' } },
        'an aks cluster using kubenet': { networkPlugin: { plugin: 'kubenet' } },
      },
      leaves: ['an aks cluster in a new vnet'],
    },
  },
];
