/**
 * The `disruption` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const DISRUPTION_K8S: Rule[] = [
  // A disruption budget's bound: "maxUnavailable 2", "min available 40%", "no more than two pods down".
  {
    re: /\bmax(?:imum)?[ _-]?unavailable\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\bmin(?:imum)?[ _-]?available\s*(?:of|=|:|is|to)?\s*(\d{1,3}%?)|\b(?:at most|no more than)\s+(\d{1,3}|one|two|three)\s+pods?\s+(?:unavailable|down|disrupted|at a time)/g,
    read: (m) => {
      const value = (s: string) =>
        s.endsWith('%') ? s : (({ one: 1, two: 2, three: 3 } as Record<string, number>)[s] ?? Number(s));
      return m[2]
        ? { label: 'minimum available', values: { minAvailable: value(m[2]) }, family: 'disruption' }
        : { label: 'maximum unavailable', values: { maxUnavailable: value(m[1] ?? m[3]) }, family: 'disruption' };
    },
    examples: {
      reads: {
        'a pod disruption budget with maxunavailable 1': { maxUnavailable: 1 },
        'a budget with min available 50%': { minAvailable: '50%' },
      },
      leaves: ['a deployment with 3 replicas'],
    },
  },
];
