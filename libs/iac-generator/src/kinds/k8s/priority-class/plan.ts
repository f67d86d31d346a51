import { type Needs } from '../../../plan/needs';
import { WORKLOADS } from '../common';

const BATCH = ['k8s.job', 'k8s.cron_job'];

/**
 * A PriorityClass asked for with workloads is theirs ("a PriorityClass critical, and a Deployment
 * api using that class"): each workload asked for runs its pods in it, when it is the only class
 * asked for, so which class is meant is never a guess.
 */
export const needs: Needs = (c, plan) => {
  if (plan.all('k8s.priority_class').filter((p) => !p.implicit).length !== 1 || c.implicit) return;
  for (const w of [...WORKLOADS, ...BATCH].flatMap((k) => plan.all(k)))
    if (!w.implicit && !w.attrs.flags.has('existing')) w.ref.priorityClass ??= c;
};
