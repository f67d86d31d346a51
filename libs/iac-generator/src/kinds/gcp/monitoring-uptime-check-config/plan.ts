import { type Needs } from '../../../plan/needs';
import { channelFor } from '../monitoring';

export const needs: Needs = (c, plan) => {
  channelFor(c, plan);
  // A failed check notifies no one by itself: an alert policy on it sends to the channels.
  if (plan.has('gcp.monitoring_notification_channel') && !plan.has('gcp.monitoring_alert_policy'))
    plan.add('gcp.monitoring_alert_policy', {
      implicit: 'alerts the notification channels when the uptime check fails',
      label: `${c.id}_down`,
    }).ref.uptime = c;
};
