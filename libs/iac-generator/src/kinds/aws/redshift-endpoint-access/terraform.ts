import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { dnsName } from '../common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_redshift_endpoint_access',
  write: (c, x) => {
    x.primary(c, {
      endpoint_name: dnsName(c, 30),
      subnet_group_name: x.ref(c.ref.subnetGroup as Component, 'name'),
      cluster_identifier: x.ref(c.ref.cluster as Component, 'cluster_identifier'),
    });
  },
};
