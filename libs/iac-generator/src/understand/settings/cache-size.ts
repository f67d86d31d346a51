/**
 * The `cacheSize` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const CACHE_SIZE_LIMITS: Rule[] = [
  // An Azure Cache for Redis size as Azure names it: "family P capacity 2", "capacity 1".
  {
    re: /\b(?:(?:sku\s+)?family\s+(c|p)\b[\s,]*(?:(?:and|with)\s+)?)?capacity\s+(?:of\s+|=\s*)?([0-6])\b(?!\s*(?:gb|gib|mb|tb|units|nodes|%))/g,
    when: /\bredis\b/,
    read: (m) => ({
      label: 'cache size',
      values: { cacheSize: { family: m[1] ? (m[1].toUpperCase() as 'C' | 'P') : undefined, capacity: Number(m[2]) } },
      family: 'cacheSize',
    }),
    examples: {
      reads: { 'an azure cache for redis, family p capacity 2': { cacheSize: { family: 'P', capacity: 2 } } },
      leaves: ['an azure cache for redis on the premium tier'],
    },
  },
];
