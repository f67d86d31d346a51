/** Cloud Monitoring: alert policies, uptime checks and the notification channels they send to. */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { type Kind } from '../kind';

/** The email channel the component's stated address goes to, its setting handed over with it. */
export function channelFor(c: Component, plan: Planner): void {
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

export const MONITORING_KINDS: Kind[] = [];
