/**
 * The `balancer` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const BALANCER: Rule[] = [
  {
    // The kind of load balancer is its type: "a Network Load Balancer", "an NLB", "an ALB".
    re: /\b(application|network) load ?balancers?\b|\b(alb|nlb)s?\b/g,
    read: (m) => {
      const short: Record<string, 'application' | 'network'> = { alb: 'application', nlb: 'network' };
      const lbType = (m[1] as 'application' | 'network' | undefined) ?? short[m[2]];
      return { label: 'load balancer type', values: { lbType }, family: 'balancer', untracked: true };
    },
    consume: 'none',
    examples: {
      reads: {
        'a network load balancer in front of the service': { lbType: 'network' },
        'an alb for the web tier': { lbType: 'application' },
      },
      leaves: ['a load balancer in front of two vms'],
    },
  },
];
