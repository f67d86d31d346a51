/**
 * The `size` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SIZE: Rule[] = [
  {
    // A flexible server's SKU carries its tier before the size ("GP_Standard_D4ds_v5", "MO_...", "B_..."):
    // the size is the VM size, and the prefix its tier (general purpose is the tier of a size said alone).
    re: /\b(?:(b|gp|mo)_)?(standard_[a-z]\d+[a-z0-9_]*)\b/g,
    read: (m) => ({
      label: 'VM size',
      values: {
        size: m[2],
        ...(m[1] && m[1] !== 'gp' ? { tier: m[1] === 'b' ? 'burstable' : 'memory optimized' } : {}),
      },
      family: 'size',
    }),
    examples: {
      reads: {
        'a vm of size standard_d2s_v5': { size: 'standard_d2s_v5' },
        'a postgres flexible server on gp_standard_d8ds_v5': { size: 'standard_d8ds_v5' },
        'mysql flexible server mo_standard_e4ds_v5': { size: 'standard_e4ds_v5', tier: 'memory optimized' },
      },
      leaves: ['a standard tier app service plan'],
    },
  },
  {
    re: /\b((?:e2|n1|n2|n2d|n4|c2|c2d|c3|c3d|c4|t2a|t2d|m1|m2|m3|a2|a3|g2)-(?:standard|highmem|highcpu|micro|small|medium|custom)(?:-\d+){0,2}|db-(?:f1-micro|g1-small|custom-\d+-\d+|(?:n1|n2|e2)-(?:standard|highmem)-\d+))\b/g,
    read: (m) => ({ label: 'machine type', values: { size: m[1] }, family: 'size' }),
    examples: {
      reads: {
        'a compute instance of type e2-medium': { size: 'e2-medium' },
        'a cloud sql instance on db-custom-2-7680': { size: 'db-custom-2-7680' },
      },
      leaves: ['a compute instance in europe-west1'],
    },
  },
];
