/**
 * The `subnetTiers` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { num as count } from '../numbers';

// "a public and a private subnet": the article counts one.
const one = (said: string) => (/^an?$/.test(said) ? 1 : count(said));

export const SUBNET_TIERS_SERVICE: Rule[] = [
  // Subnets of both tiers in one breath: "two public and three private subnets" (each tier named
  // with its own "subnets" is a mention of its own, counted as such).
  {
    re: /\b(\d{1,2}|an?|one|two|three|four|five|six)\s+(public|private)\s+(?:and|,|\+|&|plus)\s+(\d{1,2}|an?|one|two|three|four|five|six)\s+(public|private)(?=\s+subnets?\b)/g,
    read: (m) =>
      m[2] === m[4]
        ? undefined
        : {
            label: 'subnets by tier',
            values: {
              publicSubnets: one(m[2] === 'public' ? m[1] : m[3]),
              privateSubnets: one(m[2] === 'private' ? m[1] : m[3]),
            },
            family: 'subnetTiers',
            // Honoured by the subnets planned, one per tier and count, not by an attribute a writer reads.
            untracked: true,
          },
    examples: {
      reads: {
        'a vpc with two public and two private subnets': { publicSubnets: 2, privateSubnets: 2 },
        'a network with a public and a private subnet': { publicSubnets: 1, privateSubnets: 1 },
      },
      leaves: ['a vpc with 2 subnets'],
    },
  },
  // Subnets per availability zone: "private subnets in 3 AZs", "spread across three availability
  // zones", "a public and a private subnet in each of 2 AZs": one subnet of each tier per zone.
  {
    re: /\b(?:in\s+each\s+of|one\s+(?:per|in\s+each)\s+(?:of\s+)?|across|over|spanning|spread\s+(?:over|across)|in)\s+(?:the\s+)?(\d|two|three|four|five|six)\s+(?:different\s+|separate\s+)?(?:azs?|availability[ -]zones?)\b/g,
    read: (m) => ({
      label: 'subnets per availability zone',
      values: { zoneCount: count(m[1]) },
      family: 'subnetTiers',
      // Honoured by the subnets planned, one per zone, not by an attribute a writer reads.
      untracked: true,
    }),
    examples: {
      reads: {
        'a vpc with private subnets in 3 azs': { zoneCount: 3 },
        'a public and a private subnet in each of two availability zones': { zoneCount: 2 },
      },
      leaves: ['a subnet in zone 2', 'a database in another availability zone'],
    },
  },
];
