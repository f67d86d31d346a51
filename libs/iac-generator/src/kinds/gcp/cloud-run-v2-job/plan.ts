import { type Needs } from '../../../plan/needs';
import { serviceAccountFor } from '../common';

export const needs: Needs = (c, plan) => {
  serviceAccountFor(c, plan);
  // A job on a schedule: Cloud Scheduler starts it through the Cloud Run API.
  if (c.attrs.schedule) {
    const job = plan.add('gcp.cloud_scheduler_job', {
      implicit: 'runs the job on its schedule',
      label: `${c.id}_schedule`,
      attrs: { schedule: c.attrs.schedule },
    });
    job.ref.runJob = c;
    plan.handOver(c, job, 'schedule');
  }
};
