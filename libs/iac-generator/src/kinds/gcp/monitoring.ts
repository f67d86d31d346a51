/** Cloud Monitoring: alert policies, uptime checks and the notification channels they send to. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

/** The email channel the component's stated address goes to, its setting handed over with it. */
function channelFor(c: Component, plan: Planner): void {
  const email = c.attrs.subscriptionEndpoint?.protocol === 'email' ? c.attrs.subscriptionEndpoint : undefined;
  if (!email) return;
  const free = plan
    .all('gcp.monitoring_notification_channel')
    .find((ch) => !ch.attrs.subscriptionEndpoint || ch.attrs.subscriptionEndpoint.address === email.address);
  const channel =
    free ??
    plan.add('gcp.monitoring_notification_channel', {
      implicit: 'the email address alerts are sent to',
      label: 'email',
    });
  channel.attrs.subscriptionEndpoint ??= email;
  plan.handOver(c, channel, 'subscription endpoint');
}

export const MONITORING_KINDS: Kind[] = [
  {
    kind: 'gcp.monitoring_alert_policy',
    label: 'cpu',
    title: 'Monitoring alert policy',
    needs: (c, plan) => {
      channelFor(c, plan);
      c.ref.uptime ??= plan.first('gcp.monitoring_uptime_check_config');
    },
  },
  {
    kind: 'gcp.monitoring_uptime_check_config',
    label: 'site',
    title: 'Uptime check',
    needs: (c, plan) => {
      channelFor(c, plan);
      // A failed check notifies no one by itself: an alert policy on it sends to the channels.
      if (plan.has('gcp.monitoring_notification_channel') && !plan.has('gcp.monitoring_alert_policy'))
        plan.add('gcp.monitoring_alert_policy', {
          implicit: 'alerts the notification channels when the uptime check fails',
          label: `${c.id}_down`,
        }).ref.uptime = c;
    },
  },
  {
    kind: 'gcp.monitoring_notification_channel',
    label: 'email',
    title: 'Notification channel',
  },
];
