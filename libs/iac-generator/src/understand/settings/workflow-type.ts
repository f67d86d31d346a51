/**
 * The `workflowType` settings family: its rules, each with the phrasings it must read (and the values
 * read) and the phrasings it must leave to another family or a resource. settings.ts `RULES` tries
 * them in its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';
import { WORKFLOW } from './service-words';

export const WORKFLOW_TYPE_SERVICE: Rule[] = [
  // A state machine's type: Express (short, high-volume) or Standard.
  {
    re: /\b(express|standard)\s+(?:type|workflows?|state machines?|mode)\b|\(\s*(express|standard)\s*\)|\btype\s*[:=]?\s*(express|standard)\b/g,
    when: WORKFLOW,
    read: (m) => ({
      label: 'workflow type',
      values: { workflowType: (m[1] ?? m[2] ?? m[3]) as 'express' | 'standard' },
      family: 'workflowType',
    }),
    examples: {
      reads: {
        'a step functions state machine of express type': { workflowType: 'express' },
        'a standard workflow': { workflowType: 'standard' },
      },
      leaves: ['an express app on app service'],
    },
  },
];
