import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { inProject, region } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'google_compute_subnetwork',
  write: (c, x) => {
    const i = x.plan.all('gcp.compute_subnetwork').indexOf(c);
    x.primary(
      c,
      {
        ...inProject(c, x),
        // Each subnetwork in the region stated for it ("subnets in asia-east1 and us-east4").
        region: c.attrs.regions[0] ?? region(x),
        network: x.ref(c.ref.network as Component),
        ip_cidr_range: c.attrs.cidrs[0] ?? `10.${10 + Math.max(0, i)}.0.0/20`,
        private_ip_google_access: true,
        log_config: block({
          aggregation_interval: 'INTERVAL_5_SEC',
          flow_sampling: 0.5,
          metadata: 'INCLUDE_ALL_METADATA',
        }),
        secondary_ip_range:
          x.plan.has('gcp.container_cluster') && i === 0
            ? [
                block({ range_name: 'pods', ip_cidr_range: '10.100.0.0/16' }),
                block({ range_name: 'services', ip_cidr_range: '10.101.0.0/20' }),
              ]
            : undefined,
      },
      'Private Google Access and flow logs on.',
    );
  },
};
