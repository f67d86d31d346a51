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
  // A pause between steps: "waits 10 min", "wait for 30 seconds", "after a 2 hour wait".
  {
    re: /\bwait(?:s|ing)?\s+(?:for\s+)?(?:about\s+)?(\d{1,5})\s*(seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h)\b|\b(\d{1,5})[-\s]*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\s+(?:wait|pause|delay)\b/g,
    when: WORKFLOW,
    read: (m) => {
      const n = Number(m[1] ?? m[3]);
      const unit = (m[2] ?? m[4]).toLowerCase();
      const seconds = /^h/.test(unit) ? n * 3600 : /^m/.test(unit) ? n * 60 : n;
      return { label: 'wait', values: { workflowWaitSeconds: seconds }, family: 'workflowType' };
    },
    examples: {
      reads: {
        'a state machine that calls the function, waits 10 min, then calls it again': { workflowWaitSeconds: 600 },
        'a workflow with a 2 hour pause between the two lambdas': { workflowWaitSeconds: 7200 },
        'step functions: run the lambda, wait for 45 seconds, run the second one': { workflowWaitSeconds: 45 },
      },
      leaves: ['a step functions workflow with a timeout of 10 minutes'],
    },
  },
  // The same step once more: "then calls it again", "invokes the same lambda a second time".
  {
    re: /\b(?:calls?|invokes?|runs?|triggers?|executes?)\s+(?:it|them|that|the same (?:function|lambda|step)|the (?:function|lambda))\s+"?(?:again|a second time|once more)\b/g,
    when: WORKFLOW,
    read: () => ({ label: 'repeat', values: { workflowRepeat: true }, family: 'workflowType' }),
    examples: {
      reads: {
        'a state machine that calls the lambda, waits 10 min, then calls it again': { workflowRepeat: true },
        'step functions workflow that runs the function, pauses, and runs the same function a second time': {
          workflowRepeat: true,
        },
      },
      leaves: ['a workflow that calls two lambdas in order'],
    },
  },
];
