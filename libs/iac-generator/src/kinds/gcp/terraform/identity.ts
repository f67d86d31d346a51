/** IAM pieces shared by the hashicorp/google writers: roles as the request wrote them, service agents' grants. */
import { type Component } from '../../../model/types';
import { expr } from '../../../model/hcl';
import { project } from './common';
import { type TfContext } from '../../../render/terraform/context';

/**
 * The predefined roles stated for a component, spelled as the request wrote them: role ids are
 * case-sensitive ("roles/iam.serviceAccountUser") and settings are read from lower-cased text.
 */
export function statedRoles(c: Component): string[] {
  const written = (c.settings ?? []).map((s) => s.text);
  return (c.attrs.iamRoles ?? []).map((role) => written.find((w) => w.toLowerCase() === role) ?? role);
}

/**
 * Lets Secret Manager's service agent publish a secret's notices (rotation, version changes) to its
 * topic; the agent is named after the project number. Returns the grant's address.
 */
export function secretManagerPublisher(c: Component, topic: Component, x: TfContext): string {
  const current = x.data('google_project', 'current', { project_id: project(x) });
  return x.resource(
    'google_pubsub_topic_iam_member',
    `${c.id}_secret_manager`,
    {
      project: project(x),
      topic: x.ref(topic, 'name'),
      role: 'roles/pubsub.publisher',
      member: expr(`"serviceAccount:service-\${${current}.number}@gcp-sa-secretmanager.iam.gserviceaccount.com"`),
    },
    "Secret Manager publishes the secret's notices to the topic as its own service agent.",
  );
}

/**
 * Dead-lettering works only when Pub/Sub's own service agent may publish to the dead-letter topic
 * and acknowledge on the subscription it forwards from (Google's dead-letter topic guide); without
 * these two grants the messages stay on the subscription. The agent is named after the project number.
 */
export function pubsubDeadLetterGrants(subscription: Component, deadLetter: Component, x: TfContext): void {
  const current = x.data('google_project', 'current', { project_id: project(x) });
  const agent = expr(`"serviceAccount:service-\${${current}.number}@gcp-sa-pubsub.iam.gserviceaccount.com"`);
  x.resource(
    'google_pubsub_topic_iam_member',
    `${subscription.id}_dead_letter_publisher`,
    { project: project(x), topic: x.ref(deadLetter, 'name'), role: 'roles/pubsub.publisher', member: agent },
    "Pub/Sub's service agent forwards undeliverable messages to the dead-letter topic.",
  );
  x.resource(
    'google_pubsub_subscription_iam_member',
    `${subscription.id}_dead_letter_subscriber`,
    {
      project: project(x),
      subscription: x.ref(subscription, 'name'),
      role: 'roles/pubsub.subscriber',
      member: agent,
    },
    '...and acknowledges them on the subscription they came from.',
  );
}
