/**
 * A bucket whose new objects start a function ("runs on every new object in that bucket", "triggered
 * when a file is uploaded to the bucket"). The connection is said in words of its own, often in a
 * phrase of its own, so it is read from the request's phrases: an object event and a word that
 * starts something. Both ends are then wired: the function's Eventarc trigger on the bucket, the
 * Cloud Storage service agent's right to publish the events, and the function's identity's right to
 * receive them; without either grant the trigger is refused or delivers nothing.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

// A new, uploaded or created object, file or blob; or uploads to a place.
const OBJECT_EVENT =
  /\b(?:new|uploaded|created|finali[sz]ed|added|incoming)\s+(?:\w+\s+)?(?:objects?|files?|blobs?|uploads?)\b|\b(?:objects?|files?|blobs?)\s+(?:(?:is|are|gets?|get|being)\s+)?(?:uploaded|created|added|written|dropped|finali[sz]ed|lands?|landing|arrives?|arriving)\b|\buploads?\s+(?:to|into|in|on)\b/i;
// Words that start the work on such an event.
const STARTS =
  /\b(?:trigger\w*|runs?|fires?|invok\w*|react\w*|whenever|when|each time|every time|on (?:every|each|any|all|new)|process\w*|handles?|kicks? off|starts?)\b/i;

/** Whether a phrase says objects arriving in a bucket start something. */
export const startsOnObjects = (phrase: string): boolean => OBJECT_EVENT.test(phrase) && STARTS.test(phrase);

/** The bucket the request asked for whose new objects start the work, when it says so. */
export function objectEventsFrom(plan: Planner): Component | undefined {
  const said = plan.phrases.filter(startsOnObjects);
  if (!said.length) return undefined;
  const buckets = plan.all('gcp.storage_bucket').filter((b) => !b.implicit);
  // The bucket spoken of in such a phrase, else the only one asked.
  const inPhrase = buckets.find((b) => startsOnObjects(plan.phrases[b.phrase ?? -1] ?? ''));
  const bucket = inPhrase ?? (buckets.length === 1 ? buckets[0] : undefined);
  if (bucket)
    plan.phrases.forEach((p, i) => {
      if (startsOnObjects(p)) plan.wired(i, OBJECT_EVENT.exec(p)?.[0] ?? '');
      // "give the GCS service agent what it needs": the publisher grant written for it.
      const agent = AGENT.exec(p)?.[0];
      if (agent) plan.wired(i, agent);
    });
  return bucket;
}

const AGENT = /\b(?:(?:gcs|cloud storage|storage)\s+)?service\s+agents?\b/i;

/** What the trigger needs granted: the service agent publishes the bucket's events, the function's identity receives them. */
export function grantObjectEvents(fn: Component, bucket: Component, plan: Planner): void {
  const sa = fn.ref.serviceAccount as Component | undefined;
  if (!sa || plan.all('gcp.project_iam_member').some((g) => g.ref.grantedBy === fn && g.config.events)) return;
  const receive = plan.add('gcp.project_iam_member', {
    implicit: "the function's identity receives the bucket's events and is let invoke the function on them",
    label: `${fn.id}_events`,
    attrs: { iamRoles: ['roles/eventarc.eventReceiver', 'roles/run.invoker'] },
    config: { events: true },
  });
  receive.ref.grantedBy = fn;
  receive.ref.sa = sa;
  const publish = plan.add('gcp.project_iam_member', {
    implicit: "the Cloud Storage service agent publishes the bucket's object events to Eventarc",
    label: 'storage_agent_publisher',
    attrs: { iamRoles: ['roles/pubsub.publisher'] },
    config: { events: true, agent: 'storage' },
  });
  publish.ref.grantedBy = fn;
  publish.ref.target = bucket;
}
