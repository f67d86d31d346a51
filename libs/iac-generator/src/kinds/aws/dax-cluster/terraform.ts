import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dax_cluster',
  write: (c, x) => {
    const group = x.plan.first('aws.dax_subnet_group');
    x.primary(c, {
      cluster_name: dnsName(c, 20),
      iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
      node_type: c.attrs.size?.startsWith('dax.') ? c.attrs.size : 'dax.t3.small',
      replication_factor: Number(c.config.replication ?? c.attrs.nodes ?? 1),
      server_side_encryption: block({ enabled: true }),
      cluster_endpoint_encryption_type: 'TLS',
      subnet_group_name: group ? x.ref(group, 'name') : undefined,
    });
  },
};
