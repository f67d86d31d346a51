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

/** A private cluster's control plane range, said by its own words: never the network's or a subnet's range. */
export const MASTER_RANGE: Rule[] = [
  {
    re: /\b(?:master|control[- ]plane)(?:\s+(?:ipv4|ip|api))?(?:\s+(?:cidr|range|block|cidr\s+block|address\s+range))?\s*(?:of\s+|is\s+|=\s*|:\s*|at\s+|in\s+|on\s+)?(\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2})\b/g,
    read: (m) => ({ label: 'control plane range', values: { masterCidr: m[1] }, family: 'clusterNetwork' }),
    examples: {
      reads: {
        'a private gke cluster with master cidr 172.16.0.64/28': { masterCidr: '172.16.0.64/28' },
        'control plane range 172.16.8.0/28 for the cluster': { masterCidr: '172.16.8.0/28' },
      },
      leaves: ['a vpc with 10.0.0.0/16'],
    },
  },
];
