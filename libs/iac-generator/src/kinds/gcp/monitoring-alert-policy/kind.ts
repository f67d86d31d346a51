import { type Kind } from '../../kind';
import { channelFor } from '../monitoring';

export const kind: Kind = {
  kind: 'gcp.monitoring_alert_policy',
  label: 'cpu',
  title: 'Monitoring alert policy',
  needs: (c, plan) => {
    channelFor(c, plan);
    c.ref.uptime ??= plan.first('gcp.monitoring_uptime_check_config');
  },
};
