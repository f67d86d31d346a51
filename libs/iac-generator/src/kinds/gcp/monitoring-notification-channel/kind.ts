import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'gcp.monitoring_notification_channel',
  label: 'email',
  title: 'Notification channel',
};
