/** Compute Engine, GKE, Cloud Run and Cloud Functions. No public IPs, Shielded VMs, dedicated service accounts. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';
import { networkFor, serviceAccountFor } from './common';
export const workload = (c: Component, plan: Planner) => {
  networkFor(c, plan);
  serviceAccountFor(c, plan);
};

/**
 * A Cloud Scheduler job that runs a Cloud Run job or a function on the schedule stated for it: the
 * job takes the schedule over, so the answer says the job serves it.
 */
export function scheduledBy(c: Component, plan: Planner, why: string): Component {
  const job = plan.add('gcp.cloud_scheduler_job', {
    implicit: why,
    label: `${c.id}_schedule`,
    attrs: { schedule: c.attrs.schedule },
  });
  plan.handOver(c, job, 'schedule');
  return job;
}

export const COMPUTE_KINDS: Kind[] = [];
