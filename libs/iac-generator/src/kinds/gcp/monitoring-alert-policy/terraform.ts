import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, labels, project } from '../terraform/common';

export const terraform: TerraformWriter = {
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
};
