import { type Needs } from '../../../plan/needs';

export const needs: Needs = (c, plan) => {
  // A job that runs a Cloud Run job or calls a stated address needs no topic.
  if (c.ref.runJob || c.attrs.url) return;
  c.ref.topic ??=
    plan.first('gcp.pubsub_topic') ??
    plan.add('gcp.pubsub_topic', {
      implicit: 'the schedule publishes to a topic that triggers the work',
      label: `${c.id}_trigger`,
    });
};
