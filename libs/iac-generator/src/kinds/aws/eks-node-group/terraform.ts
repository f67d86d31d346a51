import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eks_node_group',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      cluster_name: x.ref(c.ref.cluster as Component, 'name'),
      node_group_name: givenName(c),
      node_role_arn: x.ref(c.ref.role as Component, 'arn'),
      subnet_ids: subnetIds(x, c),
      instance_types: d.instanceTypes,
      labels: d.labels,
      capacity_type: d.capacityType,
      disk_size: d.diskSizeGb,
      scaling_config: block({ desired_size: d.desired, min_size: d.min, max_size: d.max }),
      update_config: block({ max_unavailable: 1 }),
    });
  },
};
