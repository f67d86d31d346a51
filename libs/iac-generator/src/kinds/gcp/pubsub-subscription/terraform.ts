import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subscriptionName } from '../pubsub-subscriptions';
import { gName, labels, project } from '../terraform/common';
import { pubsubDeadLetterGrants } from '../terraform/identity';

export const terraform: TerraformWriter = {
  resourceType: 'google_pubsub_subscription',
  write: (c, x) => {
    const dlq = c.ref.dlq as Component | undefined;
    const pushTo = c.ref.pushTo as Component | undefined;
    const pushIdentity = c.ref.pushIdentity as Component | undefined;
    x.primary(c, {
      project: project(x),
      name: subscriptionName(c) ?? gName(c),
      topic: x.ref(c.ref.topic as Component),
      ack_deadline_seconds: Math.min(600, Math.max(10, c.attrs.timeoutSeconds ?? 30)),
      message_retention_duration: `${Math.min(7, c.attrs.retentionDays ?? 7) * 86400}s`,
      enable_message_ordering: c.attrs.flags.has('fifo') || undefined,
      enable_exactly_once_delivery: c.attrs.exactlyOnce,
      retry_policy: block({ minimum_backoff: '10s', maximum_backoff: '600s' }),
      // Pub/Sub allows 5 to 100 delivery attempts before a message goes to the dead-letter topic.
      dead_letter_policy: dlq
        ? block({
            dead_letter_topic: x.ref(dlq),
            max_delivery_attempts: Math.min(100, Math.max(5, c.attrs.maxReceives ?? 5)),
          })
        : undefined,
      // Pushed to the service's URL, signed with the subscription's own account (pubsub-subscriptions-push.ts).
      push_config: pushTo
        ? block({
            push_endpoint: x.ref(pushTo, 'uri'),
            oidc_token: block({ service_account_email: x.ref(pushIdentity, 'email') }),
          })
        : undefined,
      labels: labels(c),
    });
    if (dlq) pubsubDeadLetterGrants(c, dlq, x);
    // That account alone may invoke the service, which need not be public.
    if (pushTo && pushIdentity)
      x.resource('google_cloud_run_v2_service_iam_member', `${c.id}_push_invoker`, {
        project: x.ref(pushTo, 'project'),
        location: x.ref(pushTo, 'location'),
        name: x.ref(pushTo, 'name'),
        role: 'roles/run.invoker',
        member: expr(`"serviceAccount:\${${x.addr(pushIdentity)}.email}"`),
      });
  },
};
