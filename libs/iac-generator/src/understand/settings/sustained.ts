/**
 * The `sustained` settings family: how long a use must last before an autoscaler acts ("above 75%
 * CPU for 10 minutes", "memory over 80% sustained over 15 mins"). It is its own family so only the
 * kinds whose writers put it somewhere take it (an Azure autoscale rule's time window); on other
 * kinds the duration is said as not written, never dropped while the threshold is written.
 */
import { type Rule } from '../settings';

export const SUSTAINED: Rule[] = [
  // Only after a percentage in the same sentence, so "a timeout of 10 minutes" is no duration of use.
  {
    re: /(?<=\d\s*%[^.;\n%]{0,40})\b(?:(?:sustained|lasting|held)\s+)?(?:for|over|during)\s+(?:(?:at\s+least|more\s+than)\s+)?(\d{1,3}|an?|one)\s*(minutes?|mins?|hours?|hrs?|m|h)\b/g,
    read: (m) => {
      const count = /^(?:an?|one)$/i.test(m[1]) ? 1 : Number(m[1]);
      const minutes = /^h/i.test(m[2]) ? count * 60 : count;
      if (!(minutes > 0)) return undefined;
      return { label: 'sustained for', values: { sustainedMinutes: minutes }, family: 'sustained' };
    },
    examples: {
      reads: {
        'scale out when average cpu is above 75% for 10 minutes': { sustainedMinutes: 10 },
        'add an instance when memory is over 80% sustained over 15 mins': { sustainedMinutes: 15 },
        'cpu above 90% for an hour': { sustainedMinutes: 60 },
      },
      leaves: ['a function with a timeout of 10 minutes', 'retry for 10 minutes'],
    },
  },
];
