/** Cloud Monitoring alert policies, uptime checks and notification channels as hashicorp/google resources. */
import { type Component } from '../../../model/types';
import { block, expr } from '../../../model/hcl';
import { gName, labels, project } from './common';
import { type TerraformWriter } from '../../../render/terraform/context';

/** The host, path and scheme an uptime check probes: from the stated URL, else the stated domain. */
function target(c: Component): { host?: string; path: string; ssl: boolean } {
  const url = c.attrs.url ? /^(https?):\/\/([^/:]+)(?::\d+)?(\/[^?#]*)?/.exec(c.attrs.url) : null;
  if (url) return { host: url[2], path: url[3] ?? '/', ssl: url[1] === 'https' };
  return { host: c.attrs.domain, path: c.attrs.path ?? '/', ssl: true };
}

export const MONITORING_TERRAFORM: Record<string, TerraformWriter> = {
  'gcp.monitoring_alert_policy': {
    resourceType: 'google_monitoring_alert_policy',
    write: (c, x) => {
      const uptime = c.ref.uptime as Component | undefined;
      // Every channel of the request: one an uptime check added after this policy was planned included.
      const channels = x.plan.all('gcp.monitoring_notification_channel');
      const condition = uptime
        ? block({
            display_name: `Uptime check ${gName(uptime)} failing`,
            condition_threshold: block({
              filter: expr(
                `"metric.type=\\"monitoring.googleapis.com/uptime_check/check_passed\\" AND resource.type=\\"uptime_url\\" AND metric.label.\\"check_id\\"=\\"\${${x.addr(uptime)}.uptime_check_id}\\""`,
              ),
              comparison: 'COMPARISON_GT',
              threshold_value: 1,
              duration: '60s',
              aggregations: block({
                alignment_period: '1200s',
                per_series_aligner: 'ALIGN_NEXT_OLDER',
                cross_series_reducer: 'REDUCE_COUNT_FALSE',
                group_by_fields: ['resource.label.*'],
              }),
              trigger: block({ count: 1 }),
            }),
          })
        : block({
            display_name: 'CPU above 80%',
            condition_threshold: block({
              filter:
                'resource.type = "gce_instance" AND metric.type = "compute.googleapis.com/instance/cpu/utilization"',
              comparison: 'COMPARISON_GT',
              threshold_value: 0.8,
              duration: '300s',
              aggregations: block({ alignment_period: '60s', per_series_aligner: 'ALIGN_MEAN' }),
            }),
          });
      x.primary(c, {
        project: project(x),
        display_name: uptime ? `${gName(uptime)} is down` : `High CPU (${gName(c)})`,
        combiner: 'OR',
        conditions: condition,
        notification_channels: channels.length ? channels.map((ch) => x.ref(ch, 'name')) : undefined,
        user_labels: labels(c),
      });
    },
  },
  'gcp.monitoring_uptime_check_config': {
    resourceType: 'google_monitoring_uptime_check_config',
    write: (c, x) => {
      const { host, path, ssl } = target(c);
      x.primary(
        c,
        {
          project: project(x),
          display_name: gName(c),
          timeout: '10s',
          period: '60s',
          http_check: block({ path, port: ssl ? 443 : 80, use_ssl: ssl, validate_ssl: ssl }),
          monitored_resource: block({
            type: 'uptime_url',
            labels: {
              project_id: project(x),
              host:
                host ??
                x.variable(`${c.id}_host`, { type: 'string', description: 'Host name the uptime check probes' }),
            },
          }),
        },
        'Probed every minute from several regions; the certificate is validated over HTTPS.',
      );
    },
  },
  'gcp.monitoring_notification_channel': {
    resourceType: 'google_monitoring_notification_channel',
    write: (c, x) => {
      const to = c.attrs.subscriptionEndpoint;
      const email = to?.protocol === 'email' ? to.address : undefined;
      x.primary(c, {
        project: project(x),
        display_name: `Email ${email ?? gName(c)}`,
        type: 'email',
        labels: {
          email_address:
            email ?? x.variable(`${c.id}_email`, { type: 'string', description: 'Address the alerts are emailed to' }),
        },
        user_labels: labels(c),
      });
    },
  },
};
