/**
 * The `rollingUpdate` settings family: how a workload's pods are replaced when it is updated. "Rolling
 * updates never take more than one pod down at a time" bounds the pods unavailable during an update
 * (the strategy's maxUnavailable), "maxSurge 2" the extra pods it may start; said of an update,
 * "one pod" is neither a count of replicas nor a disruption budget's bound, which is about node drains.
 */
import { N, num } from '../numbers';
import { type Rule } from '../settings';

const AMOUNT = String.raw`(${N}|\d{1,3}%)`;
// Words that say the bound is about replacing pods on an update.
const UPDATE = String.raw`(?:rolling[ -]?updates?|rollouts?|rolls?|updates?|upgrades?|deploys?|new\s+versions?|releases?)`;
// A bound on pods down, said in plain words: "never take more than one pod down", "at most 25% of the pods unavailable".
const DOWN = String.raw`(?:(?:never|not|don'?t|do\s+not)\s+(?:take|have|bring|put|let|go)\s+(?:more\s+than|over)|(?:at\s+most|no\s+more\s+than|only|max(?:imum)?(?:\s+of)?|up\s+to))\s+${AMOUNT}\s+(?:(?:of\s+(?:(?:the|its|their)\s+)?)?(?:pods?|replicas?|instances?)\s+)?(?:(?:to\s+)?(?:go(?:es)?\s+)?(?:be\s+)?(?:down|unavailable|offline|out\s+of\s+service)|at\s+(?:a|one)\s+time|at\s+once)(?:\s+at\s+(?:a|one)\s+time|\s+at\s+once)?`;
// A request that also asks for a disruption budget says its bounds of that budget, not of updates.
const NO_BUDGET = String.raw`^(?![\s\S]*\b(?:pdbs?|disruption\s+budgets?|poddisruptionbudgets?)\b)`;

const bound = (s: string): number | string => (s.endsWith('%') ? s : num(s));

export const ROLLING_UPDATE: Rule[] = [
  // The bound said with the update it is about, before or after: "rolling updates should never take
  // more than one pod down at a time", "at most 2 pods down during a rollout".
  {
    re: new RegExp(
      String.raw`\b${UPDATE}\b[^.;\n]{0,50}?\b${DOWN}|\b${DOWN}\s+(?:during|while|on|when|in)\s+(?:an?\s+|the\s+|each\s+|every\s+)?${UPDATE}`,
      'g',
    ),
    read: (m) => ({
      label: 'maximum unavailable during updates',
      values: { rollingUpdate: { maxUnavailable: bound(m[1] ?? m[3]) } },
      family: 'rollingUpdate',
    }),
    examples: {
      reads: {
        'rolling updates should never take more than one pod down at a time': {
          rollingUpdate: { maxUnavailable: 1 },
        },
        'at most 25% of the pods unavailable during a rollout': { rollingUpdate: { maxUnavailable: '25%' } },
        'updates replace at most 2 pods at a time': { rollingUpdate: { maxUnavailable: 2 } },
        'updates replace at most 10% of pods at a time': { rollingUpdate: { maxUnavailable: '10%' } },
      },
      leaves: ['a pdb: max 1 pod down at a time', 'a deployment with 3 replicas'],
    },
  },
  // The strategy's own keys: "maxSurge 2", "max surge 50%"; "maxUnavailable 0" where no budget is asked for.
  {
    re: new RegExp(String.raw`\bmax[ _-]?surge\s*(?:of|=|:|is|to)?\s*${AMOUNT}`, 'g'),
    read: (m) => ({
      label: 'maximum surge during updates',
      values: { rollingUpdate: { maxSurge: bound(m[1]) } },
      family: 'rollingUpdate',
    }),
    examples: { reads: { 'rollout with maxsurge 2': { rollingUpdate: { maxSurge: 2 } } } },
  },
  {
    re: new RegExp(String.raw`\bmax[ _-]?unavailable\s*(?:of|=|:|is|to)?\s*${AMOUNT}`, 'g'),
    when: new RegExp(String.raw`${NO_BUDGET}[\s\S]*\b(?:rolling|rollouts?|strategy|max[ _-]?surge|updates?)\b`),
    read: (m) => ({
      label: 'maximum unavailable during updates',
      values: { rollingUpdate: { maxUnavailable: bound(m[1]) } },
      family: 'rollingUpdate',
    }),
    examples: {
      reads: { 'rolling update with maxunavailable 0 and maxsurge 1': { rollingUpdate: { maxUnavailable: 0 } } },
      leaves: ['a pod disruption budget with maxunavailable 1 for rolling updates'],
    },
  },
];
