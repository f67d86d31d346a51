/**
 * The `httpScale` settings family: scaling on concurrent HTTP requests ("scale when concurrent HTTP
 * requests go over 50", "50 concurrent requests per replica"), what a container app's HTTP scale
 * rule holds. settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const HTTP_SCALE: Rule[] = [
  {
    re: /\bconcurrent\s+(?:http\s+)?requests?\s+(?:go(?:es)?\s+|get\s+|is\s+|are\s+|rises?\s+)?(?:over|above|past|beyond|exceeds?|exceeding|reach(?:es)?|hits?|of|at|=|>)\s*(\d{1,5})\b|\b(\d{1,5})\s+concurrent\s+(?:http\s+)?requests?\b/g,
    read: (m) => ({
      label: 'HTTP scale rule',
      values: { concurrentRequests: Number(m[1] ?? m[2]) },
      family: 'httpScale',
    }),
    examples: {
      reads: {
        'scale from 1 to 10 replicas when concurrent http requests go over 50': { concurrentRequests: 50 },
        'add a replica per 30 concurrent requests': { concurrentRequests: 30 },
      },
      leaves: ['a container app with 3 replicas'],
    },
  },
];
