/**
 * The size of the range reserved for a private services connection, by its prefix length ("a
 * reserved /20 range", "prefix length 22"): the `existingNetwork` family's, as the network's
 * connection to the services is. Only in a request that speaks of that connection, so a "/20
 * range" of pods or a subnet stays theirs. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const PRIVATE_RANGE: Rule[] = [
  {
    re: /(?<![\d.])\/(\d{1,2})\s+(?:(?:ip\s+|address\s+|cidr\s+)?(?:range|block|prefix))\b|\bprefix(?:\s+length)?\s+(?:of\s+|=\s*|:\s*|is\s+)?\/?(\d{1,2})\b/g,
    when: /private\s+services?\s+(?:access|connection)|service\s+networking|\bpsa\b/,
    read: (m) => ({
      label: 'private services range',
      values: { privateRangePrefix: Number(m[1] ?? m[2]) },
      family: 'existingNetwork',
    }),
    examples: {
      reads: {
        'private services access with a reserved /22 range': { privateRangePrefix: 22 },
        'service networking peering, prefix length 18': { privateRangePrefix: 18 },
      },
      leaves: ['a subnet 10.4.0.0/20 range for private services access'],
    },
  },
];
