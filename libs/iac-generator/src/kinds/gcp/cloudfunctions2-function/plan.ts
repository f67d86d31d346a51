import { type Needs } from '../../../plan/needs';
import { serviceAccountFor } from '../common';
import { grantOn } from '../grants';
import { scheduledBy } from '../compute';
import { grantObjectEvents, objectEventsFrom } from '../object-events';

export const needs: Needs = (c, plan) => {
  serviceAccountFor(c, plan);
  // A function on a schedule: Cloud Scheduler publishes to a topic that triggers it.
  if (c.attrs.schedule) {
    const topic = plan.add('gcp.pubsub_topic', {
      implicit: 'the schedule triggers the function through it',
      label: `${c.id}_trigger`,
    });
    scheduledBy(c, plan, 'runs the function on its schedule').ref.topic = topic;
    c.ref.trigger = topic;
  }
  // A topic the request asked for, said with the function or with no subscription reading it, triggers it.
  const topic = plan
    .all('gcp.pubsub_topic')
    .find((t) => !t.implicit && (t.phrase === c.phrase || !plan.has('gcp.pubsub_subscription')));
  if (!c.ref.trigger && topic) {
    c.ref.trigger = topic;
    // "fires on every message of the topic": the words that start it are the trigger's, written with it.
    const start = TOPIC_START.exec(plan.phrases[topic.phrase ?? -1] ?? '');
    if (start && topic.phrase !== undefined) plan.wired(topic.phrase, start[0]);
  }
  // Else new objects in a bucket of the request start it, when the request says so.
  const bucket = c.ref.trigger ? undefined : objectEventsFrom(plan);
  if (bucket) {
    c.ref.objectsOf = bucket;
    grantObjectEvents(c, bucket, plan);
  }
  // What the function is asked with, its service account may use (as a Cloud Run service's may).
  grantOn(c, plan, ['gcp.sql_database_instance'], 'roles/cloudsql.client', SQL_WHY);
  grantOn(c, plan, ['gcp.secret_manager_secret'], 'roles/secretmanager.secretAccessor', SECRET_WHY);
  // An archive the request gave (gs://bucket/object.zip) is the source as it stands: no bucket is made for it.
  if (c.attrs.codePackage?.store === 'gs') return;
  // The source archive never sits in the bucket whose new objects start the function.
  c.ref.source =
    plan.all('gcp.storage_bucket').find((b) => b !== c.ref.objectsOf) ??
    plan.add('gcp.storage_bucket', { implicit: 'holds the function source archive', label: `${c.id}_source` });
};

// Words that start a function on a topic's messages.
const TOPIC_START = /\b(?:fires?|fired|triggers?|triggered|invoked|runs?)\b/i;

const SQL_WHY = 'its service account connects to the Cloud SQL instance (roles/cloudsql.client)';
const SECRET_WHY = 'its service account reads the secret (roles/secretmanager.secretAccessor on the secret)';
