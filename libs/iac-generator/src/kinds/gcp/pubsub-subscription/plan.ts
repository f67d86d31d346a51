import { type Needs } from '../../../plan/needs';
import { planPush } from '../pubsub-subscriptions-push';

export const needs: Needs = (c, plan) => {
  c.ref.topic ??=
    plan.first('gcp.pubsub_topic') ??
    plan.add('gcp.pubsub_topic', { implicit: 'the topic the subscription reads', label: 'events' });
  // Delivery attempts stated ("after 8 delivery attempts") only mean something with a dead-letter topic.
  if ((c.attrs.flags.has('dlq') || c.attrs.maxReceives) && !c.ref.dlq)
    c.ref.dlq = plan.add('gcp.pubsub_topic', {
      implicit: 'dead letters go to their own topic',
      label: `${c.id}_dead_letter`,
    });
  // Delivered by push to the request's Cloud Run service: its endpoint and the identity it signs with.
  planPush(c, plan);
};
