import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ec2Type } from '../settings';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eks_node_group',
  write: (c, x) => {
    const desired = c.attrs.desired ?? c.attrs.nodes;
    const min = c.attrs.min ?? Math.min(desired ?? 1, 1);
    const max = Math.max(c.attrs.max ?? 3, min, desired ?? 0);
    x.primary(c, {
      cluster_name: x.ref(c.ref.cluster as Component, 'name'),
      node_group_name: givenName(c),
      node_role_arn: x.ref(c.ref.role as Component, 'arn'),
      subnet_ids: subnetIds(x, c),
      instance_types: [ec2Type(c, 't3.medium')],
      capacity_type: c.attrs.flags.has('spot') ? 'SPOT' : 'ON_DEMAND',
      disk_size: c.attrs.storageGb,
      scaling_config: block({ desired_size: desired ?? min, min_size: min, max_size: max }),
      update_config: block({ max_unavailable: 1 }),
    });
  },
};
