import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_dax_cluster',
  write: (c, x) => {
    const d = decide(c);
    const group = x.plan.first('aws.dax_subnet_group');
    x.primary(c, {
      cluster_name: dnsName(c, 20),
      iam_role_arn: x.ref(c.ref.role as Component, 'arn'),
      node_type: d.nodeType,
      replication_factor: d.nodes,
      server_side_encryption: block({ enabled: true }),
      cluster_endpoint_encryption_type: 'TLS',
      subnet_group_name: group ? x.ref(group, 'name') : undefined,
    });
  },
};
