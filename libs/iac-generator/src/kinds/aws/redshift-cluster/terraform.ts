import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_redshift_cluster',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      cluster_identifier: dnsName(c),
      database_name: 'analytics',
      master_username: 'dbadmin',
      manage_master_password: true,
      node_type: c.attrs.size?.startsWith('ra3') || c.attrs.size?.startsWith('dc2') ? c.attrs.size : 'ra3.large',
      cluster_type: d.clusterType,
      number_of_nodes: d.numberOfNodes,
      encrypted: true,
      kms_key_id: c.ref.kms ? x.ref(c.ref.kms as Component, 'arn') : undefined,
      publicly_accessible: false,
      enhanced_vpc_routing: true,
      cluster_subnet_group_name: c.ref.subnetGroup ? x.ref(c.ref.subnetGroup as Component, 'name') : undefined,
      vpc_security_group_ids: c.ref.securityGroup ? [x.ref(c.ref.securityGroup as Component)] : undefined,
      cluster_parameter_group_name: x.plan.first('aws.redshift_parameter_group')
        ? x.ref(x.plan.first('aws.redshift_parameter_group'), 'name')
        : undefined,
      multi_az: c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? true : undefined,
      skip_final_snapshot: c.attrs.flags.has('skipFinalSnapshot'),
      final_snapshot_identifier: c.attrs.flags.has('skipFinalSnapshot') ? undefined : `${dnsName(c, 40)}-final`,
    });
    const role = c.ref.role as Component | undefined;
    if (role)
      x.resource('aws_redshift_cluster_iam_roles', c.id, {
        cluster_identifier: x.ref(c, 'cluster_identifier'),
        iam_role_arns: [x.ref(role, 'arn')],
      });
  },
};
