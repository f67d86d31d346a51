/**
 * The `replicas` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const REPLICAS: Rule[] = [
  {
    re: new RegExp(`\\b${N}\\s+(?:replicas?|pods?|copies|identical copies|tasks?)\\b`, 'g'),
    read: (m) => ({ label: 'replicas', values: { desired: num(m[1]) }, family: 'replicas' }),
  },
  {
    re: /\b(?:replicas?|replica count|desired[ _](?:count|capacity|size)|desired)\s*(?:of|=|to|:|set to|at|is)?\s*(\d{1,3})\b/g,
    read: (m) => ({ label: 'replicas', values: { desired: Number(m[1]) }, family: 'replicas' }),
  },
  {
    re: new RegExp(
      `\\b(?:with|of|run(?:ning|s)?|keep(?:ing)?|starts?(?: with)?)\\s+${N}\\s+(?:instances|servers|vms|virtual machines)\\b`,
      'g',
    ),
    read: (m) => ({ label: 'instance count', values: { desired: num(m[1]) }, family: 'replicas' }),
    when: /auto ?scal|scaling group|scale set|instance group|\basg\b|\bmig\b|fleet/,
  },
];
