/**
 * The `utilization` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const UTILIZATION: Rule[] = [
  // The use at which an autoscaler adds instances: "at 65% CPU", "target 55% memory", "cpu above 85%",
  // "when average CPU is above 70%" (a duration after it, "for 5 minutes", has no attribute yet).
  {
    re: /\b(\d{1,3})\s*%\s*(?:average\s+)?(cpu|memory|mem)\b|\b(?:(?:average|avg|mean)\s+)?(cpu|memory)\s+(?:usage\s+|utili[sz]ation\s+|load\s+)?(?:target(?:\s+tracking)?\s+)?(?:(?:is|goes|gets|stays|rises|climbs)\s+)?(?:of|at|above|over|exceeds?|exceeding|beyond|(?:greater|higher|more)\s+than|around|near|about|roughly|close\s+to|~|=|:|>)?\s*(\d{1,3})\s*%/g,
    read: (m) => {
      const percent = Number(m[1] ?? m[4]);
      if (!(percent > 0 && percent <= 100)) return undefined;
      const metric = /^mem/.test(m[2] ?? m[3]) ? 'memory' : 'cpu';
      return {
        label: 'scaling target',
        values: { targetPercent: percent, targetMetric: metric },
        family: 'utilization',
      };
    },
    examples: {
      reads: {
        'an autoscaling group that tracks 60% cpu': { targetPercent: 60, targetMetric: 'cpu' },
        'memory utilization above 75%': { targetPercent: 75, targetMetric: 'memory' },
        'scale out when average cpu is above 70% for 5 minutes': { targetPercent: 70, targetMetric: 'cpu' },
        'add instances when memory usage exceeds 80%': { targetPercent: 80, targetMetric: 'memory' },
        'keep average cpu around 55%': { targetPercent: 55, targetMetric: 'cpu' },
        'hold cpu utilization near 65%': { targetPercent: 65, targetMetric: 'cpu' },
      },
      leaves: ['a budget of 100 usd, alert at 75%'],
    },
  },
];
