import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { gName, inProject, project, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_region_instance_group_manager',
  write: (c, x) => {
    const min = c.attrs.min ?? c.attrs.desired ?? 2;
    x.primary(c, {
      ...inProject(c, x),
      region: region(x),
      base_instance_name: gName(c, 50),
      target_size: c.attrs.desired,
      version: block({ instance_template: x.ref(c.ref.template as Component, 'self_link_unique') }),
      // The ports a load balancer's backend service names: plain HTTP on the stated port, and HTTPS.
      named_port: [block({ name: 'http', port: c.attrs.ports[0] ?? 80 }), block({ name: 'https', port: 443 })],
      update_policy: block({
        type: 'PROACTIVE',
        minimal_action: 'REPLACE',
        max_surge_fixed: 3,
        max_unavailable_fixed: 0,
      }),
    });
    x.resource('google_compute_region_autoscaler', c.id, {
      project: project(x),
      name: `${gName(c, 50)}-as`,
      region: region(x),
      target: x.ref(c),
      autoscaling_policy: block({
        min_replicas: min,
        max_replicas: Math.max(min, c.attrs.max ?? 4, c.attrs.desired ?? 0),
        cooldown_period: 60,
        // The stated CPU target ("autoscaled at 60% CPU"), else 70%; memory is not a signal the autoscaler has.
        cpu_utilization: block({
          target: c.attrs.targetMetric === 'memory' ? 0.7 : (c.attrs.targetPercent ?? 70) / 100,
        }),
      }),
    });
  },
};
