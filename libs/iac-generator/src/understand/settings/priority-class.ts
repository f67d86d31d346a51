/**
 * The `priority` settings family: a Kubernetes PriorityClass's value and whether the pods that use
 * it may preempt others ("value 1000000 that never preempts"); `priorityUse`: a workload said to use
 * the class ("using that class"). settings.ts `RULES` tries them in
 * its order; settings-examples.test.ts runs every example.
 */
import { type Rule } from '../settings';

// Said only of a request that asks for a priority class, so "value 3" of a parameter stays its own.
const CLASS = /\bpriority[ -]?class(?:es)?\b/;

export const PRIORITY_CLASS_K8S: Rule[] = [
  // Its value: "with value 1000000", "priority value: 5000", "a priority of 100000".
  {
    re: /\b(?:(?:priority\s+)?value|priority)\s*(?:of|=|:|is|set to)?\s*(\d{1,10})\b(?![.\d]*\s*(?:%|gi|mi|gb|mb|cpus?|replicas?|pods?))/g,
    when: CLASS,
    read: (m) => {
      const value = Number(m[1]);
      // A user's class holds at most one billion; above that the values are the system's own.
      return value > 1_000_000_000
        ? undefined
        : { label: 'priority value', values: { priorityValue: value }, family: 'priority' };
    },
    examples: {
      reads: {
        'a priority class batch-high with value 50000': { priorityValue: 50000 },
        'priorityclass critical, priority value: 900000': { priorityValue: 900000 },
      },
      leaves: ['a priority class critical for the 3 replicas of the api'],
    },
  },
  // Pods of the class wait rather than evict others: "never preempts", "does not preempt other
  // pods", "non-preempting", "preemptionPolicy: Never", "without preemption".
  {
    re: /\b(?:never|not|doesn't|does not|don't|do not|won't|will not|without|no)\s+(?:ever\s+)?(?:preempt(?:s|ing|ion)?|evict(?:s|ing)?\s+(?:other|lower)[- ]priority\s+pods?)\b|\bnon[- ]?preempt(?:ing|ive)\b|\bpreemption[ _-]?policy\s*(?:[:=]\s*|of\s+|is\s+|set to\s+)?never\b/g,
    when: CLASS,
    read: () => ({ label: 'preemption', values: { preemption: 'Never' }, family: 'priority' }),
    examples: {
      reads: {
        'a priority class that never preempts': { preemption: 'Never' },
        'a non-preempting priority class': { preemption: 'Never' },
        'priority class with preemptionpolicy: never': { preemption: 'Never' },
        'a priorityclass that does not preempt other pods': { preemption: 'Never' },
      },
      leaves: ['a priority class for the api pods'],
    },
  },
  // A workload said to run in the class asked for: "using that class", "with the priority class".
  // Its pods name the class (kinds/k8s/priority-class/plan.ts); the words say nothing more.
  {
    re: /\b(?:using|uses|use|in|with|under|runs?\s+(?:in|with|under))\s+(?:that|this|the|its|their|said)\s+(?:priority[ -]?)?class\b/g,
    when: CLASS,
    read: () => ({ label: 'priority class', values: {}, family: 'priorityUse', quiet: true }),
    examples: {
      reads: { 'a priority class urgent, and a deployment using that class': {} },
      leaves: ['a priority class urgent'],
    },
  },
];
