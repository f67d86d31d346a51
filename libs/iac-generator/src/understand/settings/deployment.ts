/**
 * The `deployment` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { BROKER } from './service-words';

export const DEPLOYMENT_SERVICE: Rule[] = [
  // A broker's deployment: one instance, an active/standby pair across zones, or a cluster.
  {
    re: /\b(active[ /-]?(?:and[ -])?standby|single[ -](?:instance|node|broker)|(?:a\s+)?(?:multi[ -]?az\s+)?cluster(?:ed)?(?:\s+(?:deployment|mode))?)\b/g,
    when: BROKER,
    read: (m) => ({
      label: 'deployment mode',
      values: {
        deploymentMode: /standby/.test(m[1]) ? 'active-standby' : /^single/.test(m[1]) ? 'single' : 'cluster',
      },
      family: 'deployment',
    }),
    examples: {
      reads: {
        'an amazon mq broker in active/standby': { deploymentMode: 'active-standby' },
        'a rabbitmq broker as a single-instance': { deploymentMode: 'single' },
      },
      leaves: ['an eks cluster with 3 nodes'],
    },
  },
];
