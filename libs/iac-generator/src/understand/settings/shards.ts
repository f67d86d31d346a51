/**
 * The `shards` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { N, num } from '../numbers';

export const SHARDS: Rule[] = [
  {
    re: new RegExp(`\\b${N}\\s+(?:shards?|partitions?)\\b|\\bshard[ _]count\\s*(?:of|=|:)?\\s*(\\d{1,3})\\b`, 'g'),
    read: (m) => ({ label: 'shards', values: { shards: num(m[1] ?? m[2]) }, family: 'shards' }),
    examples: {
      reads: { 'a kinesis stream with 4 shards': { shards: 4 }, 'a topic with twelve partitions': { shards: 12 } },
      leaves: ['a kinesis stream kept 48 hours'],
    },
  },
];
