/**
 * The `subnetTiers` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num as count } from '../numbers';

export const SUBNET_TIERS_SERVICE: Rule[] = [
  // Subnets of both tiers in one breath: "two public and three private subnets" (each tier named
  // with its own "subnets" is a mention of its own, counted as such).
  {
    re: /\b(\d{1,2}|one|two|three|four|five|six)\s+(public|private)\s+(?:and|,|\+|&|plus)\s+(\d{1,2}|one|two|three|four|five|six)\s+(public|private)(?=\s+subnets?\b)/g,
    read: (m) =>
      m[2] === m[4]
        ? undefined
        : {
            label: 'subnets by tier',
            values: {
              publicSubnets: count(m[2] === 'public' ? m[1] : m[3]),
              privateSubnets: count(m[2] === 'private' ? m[1] : m[3]),
            },
            family: 'subnetTiers',
            // Honoured by the subnets planned, one per tier and count, not by an attribute a writer reads.
            untracked: true,
          },
    examples: {
      reads: { 'a vpc with two public and two private subnets': { publicSubnets: 2, privateSubnets: 2 } },
      leaves: ['a vpc with 2 subnets'],
    },
  },
];
