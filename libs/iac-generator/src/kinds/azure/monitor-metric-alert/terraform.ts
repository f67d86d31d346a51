import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { tags } from '../terraform/common';
import { availabilityOf } from './availability';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_monitor_metric_alert',
  write: (c, x) => {
    const t = c.ref.target as Component | undefined;
    const available = availabilityOf(c);
    if (available) {
      x.primary(c, {
        name: available.name,
        resource_group_name: x.ref(c.ref.group as Component, 'name'),
        scopes: [x.ref(available.test), x.ref(available.insights)],
        severity: 1,
        frequency: 'PT1M',
        window_size: 'PT5M',
        action: c.ref.actions ? block({ action_group_id: x.ref(c.ref.actions as Component) }) : undefined,
        application_insights_web_test_location_availability_criteria: block({
          web_test_id: x.ref(available.test),
          component_id: x.ref(available.insights),
          failed_location_count: available.failed,
        }),
        tags: tags(c),
      });
      return;
    }
    const d = decide(c);
    const m = d.metric;
    x.primary(c, {
      name: d.name,
      resource_group_name: x.ref(c.ref.group as Component, 'name'),
      scopes: [
        t
          ? x.ref(t)
          : x.variable(`${c.id}_scope`, {
              type: 'string',
              description: 'Id of the virtual machine the alert watches',
            }),
      ],
      severity: d.severity,
      frequency: d.frequency,
      window_size: d.window,
      action: c.ref.actions ? block({ action_group_id: x.ref(c.ref.actions as Component) }) : undefined,
      criteria: block({
        metric_namespace: m.namespace,
        metric_name: m.metric,
        aggregation: m.aggregation,
        operator: d.operator,
        threshold: m.threshold,
      }),
      tags: tags(c),
    });
  },
};
