/**
 * The `spot` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SPOT: Rule[] = [
  {
    re: /\bspot(?: instances?| vms?| capacity| pricing)?\b|\bpreemptible\b/g,
    read: () => ({ label: 'spot capacity', values: {}, flags: ['spot'], family: 'spot' }),
    consume: 'none',
    examples: {
      reads: { 'a node pool of spot vms': {}, 'preemptible workers': {} },
      leaves: ['a node pool of standard vms'],
    },
  },
];

export const SPOT_AZURE: Rule[] = [
  // "using spot nodes", "with spot capacity": how the thing before runs, never machines of their own.
  {
    re: /\b(?:on|using|uses|with)\s+spot\s+(?:instances|vms|virtual machines|nodes|capacity)\b/g,
    read: () => ({ label: 'spot capacity', values: {}, flags: ['spot'], family: 'spot' }),
    examples: {
      reads: { 'an aks node pool running on spot instances': {} },
      leaves: ['an aks node pool with 3 nodes'],
    },
  },
];
