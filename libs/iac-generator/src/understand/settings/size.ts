/**
 * The `size` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const SIZE: Rule[] = [
  {
    re: /\b(standard_[a-z]\d+[a-z0-9_]*)\b/g,
    read: (m) => ({ label: 'VM size', values: { size: m[1] }, family: 'size' }),
    examples: {
      reads: { 'a vm of size standard_d2s_v5': { size: 'standard_d2s_v5' } },
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
