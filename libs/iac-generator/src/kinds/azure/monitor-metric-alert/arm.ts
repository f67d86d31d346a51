import { type ArmWriter } from '../../../render/azure/arm-context';
import { decide } from './decide';
import { availabilityOf } from './availability';

export const arm: ArmWriter = {
  write: (c, x) => {
    const d = decide(c);
    const available = availabilityOf(c);
    if (available) {
      const [test, insights] = [x.symbol(available.test), x.symbol(available.insights)];
      x.resource(c, 'Microsoft.Insights/metricAlerts', '2018-03-01', {
        name: available.name,
        location: 'global',
        properties: {
          severity: 1,
          enabled: true,
          scopes: [x.ref(test), x.ref(insights)],
          evaluationFrequency: 'PT1M',
          windowSize: 'PT5M',
          criteria: {
            'odata.type': 'Microsoft.Azure.Monitor.WebtestLocationAvailabilityCriteria',
            webTestId: x.ref(test),
            componentId: x.ref(insights),
            failedLocationCount: available.failed,
          },
          actions: d.actions ? [{ actionGroupId: x.ref(x.symbol(d.actions)) }] : undefined,
        },
        dependsOn: [test],
      });
      return;
    }
    const { target: t, metric: m } = d;
    x.resource(c, 'Microsoft.Insights/metricAlerts', '2018-03-01', {
      name: d.name,
      location: 'global',
      properties: {
        severity: d.severity,
        enabled: true,
        scopes: [
          t
            ? x.ref(x.symbol(t))
            : x.param(`${x.symbol(c)}Scope`, {
                type: 'string',
                description: d.scopeDescription,
              }),
        ],
        evaluationFrequency: d.frequency,
        windowSize: d.window,
        criteria: {
          'odata.type': 'Microsoft.Azure.Monitor.SingleResourceMultipleMetricCriteria',
          allOf: [
            {
              name: 'metric',
              criterionType: 'StaticThresholdCriterion',
              metricNamespace: m.namespace,
              metricName: m.metric,
              operator: d.operator,
              threshold: m.threshold,
              timeAggregation: m.aggregation,
            },
          ],
        },
        actions: d.actions ? [{ actionGroupId: x.ref(x.symbol(d.actions)) }] : undefined,
      },
    });
  },
};
