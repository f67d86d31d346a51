/**
 * The `tolerations` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

export const TOLERATIONS: Rule[] = [
  // Pods that tolerate tainted nodes: "tolerate NoSchedule taints".
  {
    re: /\btolerat\w*\s+(?:all\s+|the\s+)?(noschedule|prefernoschedule|noexecute)\b/g,
    read: (m) => ({
      label: 'tolerations',
      values: {
        tolerate: { noschedule: 'NoSchedule', prefernoschedule: 'PreferNoSchedule', noexecute: 'NoExecute' }[m[1]],
      },
      family: 'tolerations',
    }),
    examples: {
      reads: { 'a daemon set that tolerates all noschedule taints': { tolerate: 'NoSchedule' } },
      leaves: ['a daemon set on every node'],
    },
  },
];
