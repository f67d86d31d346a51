/**
 * The `instanceCount` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const INSTANCE_COUNT_AZURE: Rule[] = [
  // One group of identical machines by count and size: "4 x Standard_D2s_v5", "3x m5.large", "6 instances of Standard_B2s".
  // A range before the size ("2 to 10 x Standard_E8s_v5", "1-4 x m5.large") is how far the group
  // scales, never a fixed count of its upper bound.
  {
    re: new RegExp(
      `(?:\\b${N}\\s*(?:-|to)\\s*)?\\b${N}\\s*(?:x|×)\\s*(?=standard_[a-z]\\d|[a-z]\\d[a-z0-9]*\\.[a-z0-9]+\\b)|\\b${N}\\s+(?:instances|vms|machines)\\s+of\\s+(?=standard_[a-z]\\d|[a-z]\\d[a-z0-9]*\\.[a-z0-9]+\\b)`,
      'g',
    ),
    read: (m) => {
      if (m[1] === undefined)
        return { label: 'instance count', values: { desired: num(m[2] ?? m[3]) }, family: 'instanceCount' };
      const [lo, hi] = [num(m[1]), num(m[2])];
      return lo <= hi ? { label: 'scaling range', values: { min: lo, max: hi }, family: 'scaling' } : undefined;
    },
    when: /scale ?set|vmss|auto ?scal|scaling group|\basg\b|instance group|node ?pool|node group|\b(?:aks|eks|gke)\b|kubernetes/,
    examples: {
      reads: {
        'a scale set of 3 x standard_d2s_v5': { desired: 3 },
        'an autoscaling group of 4 instances of t3.large': { desired: 4 },
        'a node pool autoscaling 3 to 12 x standard_f8s_v2': { min: 3, max: 12 },
        'an asg of 1-4 x c6i.large': { min: 1, max: 4 },
      },
      leaves: ['a scale set of standard_d2s_v5 vms'],
    },
  },
];
