import { type Component } from '../../../model/types';
import { type ArmWriter } from '../../../render/azure/arm-context';
import { ALERT_METRICS } from '../common';
import { ownName } from '../naming';

export const arm: ArmWriter = {
  write: (c, x) => {
    const t = c.ref.target as Component | undefined;
    const m = t ? ALERT_METRICS[t.kind] : ALERT_METRICS['azure.linux_virtual_machine'];
    x.resource(c, 'Microsoft.Insights/metricAlerts', '2018-03-01', {
      name: ownName(c, 'alert'),
      location: 'global',
      properties: {
        severity: 2,
        enabled: true,
        scopes: [
          t
            ? x.ref(x.symbol(t))
            : x.param(`${x.symbol(c)}Scope`, {
                type: 'string',
                description: 'Id of the virtual machine the alert watches',
              }),
        ],
        evaluationFrequency: 'PT5M',
        windowSize: 'PT15M',
        criteria: {
          'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria',
          allOf: [
            {
              name: 'metric',
              criterionType: 'StaticThresholdCriterion',
              metricNamespace: m.namespace,
              metricName: m.metric,
              operator: 'GreaterThan',
              threshold: m.threshold,
              timeAggregation: m.aggregation,
            },
          ],
        },
        actions: c.ref.actions ? [{ actionGroupId: x.ref(x.symbol(c.ref.actions as Component)) }] : undefined,
      },
    });
  },
};
