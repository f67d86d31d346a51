import { type Needs } from '../../../plan/needs';
import { serviceAccountFor } from '../common';
import { scheduledBy } from '../compute';

export const needs: Needs = (c, plan) => {
  serviceAccountFor(c, plan);
  // A job on a schedule: Cloud Scheduler starts it through the Cloud Run API.
  if (c.attrs.schedule) scheduledBy(c, plan, 'runs the job on its schedule').ref.runJob = c;
};
