/**
 * A push subscription calls the request's Cloud Run service: Pub/Sub signs each call with an OIDC
 * token of a service account of the subscription's own, and that account may invoke the service
 * (roles/run.invoker on it), so the service need not be public. The service only receives the
 * messages: it publishes nothing to the topic because of them.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { usedWhilePlanning } from '../../plan/track-reads';

/** Whether `s` is delivered by push: said of it or of its topic. */
function isPush(s: Component, plan: Planner): boolean {
  if (s.attrs.pushDelivery) {
    usedWhilePlanning(s, 'pushDelivery');
    return true;
  }
  // Said beside the topic ("a push subscription on a new topic"), it is still the subscription's.
  const topic = topicOf(s, plan);
  if (!topic?.attrs.pushDelivery) return false;
  usedWhilePlanning(topic, 'pushDelivery');
  return true;
}

/** The topic a subscription reads: its own, or the request's first (the one its planning takes). */
const topicOf = (s: Component, plan: Planner): Component | undefined =>
  (s.ref.topic as Component | undefined) ?? plan.first('gcp.pubsub_topic');

/** The service the request's push subscriptions on `topic` call, if `c` is it. */
export function pushedFrom(c: Component, topic: Component, plan: Planner): boolean {
  return plan
    .all('gcp.pubsub_subscription')
    .some((s) => isPush(s, plan) && topicOf(s, plan) === topic && pushTarget(plan) === c);
}

/** The service a push subscription calls: the request's first Cloud Run service. */
const pushTarget = (plan: Planner): Component | undefined =>
  plan.all('gcp.cloud_run_v2_service').find((r) => !r.implicit) ?? plan.first('gcp.cloud_run_v2_service');

/** Plans the push: the service it calls and the account it signs with (added for it, never the service's own). */
export function planPush(s: Component, plan: Planner): void {
  if (!isPush(s, plan)) return;
  const service = pushTarget(plan);
  if (!service) return;
  s.ref.pushTo = service;
  s.ref.pushIdentity ??= plan.add('gcp.service_account', {
    implicit: "signs Pub/Sub's calls to the service; it alone may invoke it (roles/run.invoker on the service)",
    label: `${s.id}_push`,
    config: { for: s.id },
  });
}
