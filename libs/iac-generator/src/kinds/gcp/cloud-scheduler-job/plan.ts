import { type Needs } from '../../../plan/needs';
import { callsService } from './calls';

export const needs: Needs = (c, plan) => {
  // A job that runs a Cloud Run job needs no topic.
  if (c.ref.runJob) return;
  // A Cloud Run service of the request is what the job calls (at the address stated, if any), signed
  // by an identity of its own allowed to invoke that service only; a topic asked for is published to.
  const service = plan.all('gcp.cloud_run_v2_service').find((s) => !s.implicit);
  const askedTopic = plan.all('gcp.pubsub_topic').some((t) => !t.implicit);
  if (service && !askedTopic && (!c.attrs.url || RUN_ADDRESS.test(c.attrs.url))) return callsService(c, service, plan);
  if (c.attrs.url) return;
  c.ref.topic ??=
    plan.first('gcp.pubsub_topic') ??
    plan.add('gcp.pubsub_topic', {
      implicit: 'the schedule publishes to a topic that triggers the work',
      label: `${c.id}_trigger`,
    });
};

// A Cloud Run service's own address.
const RUN_ADDRESS = /^https:\/\/[a-z0-9-]+\.(?:[a-z0-9-]+\.)?run\.app(?:\/|$)/i;
