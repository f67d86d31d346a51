import { block } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eks_fargate_profile',
  write: (c, x) =>
    void x.primary(c, {
      cluster_name: x.ref(c.ref.cluster as Component, 'name'),
      fargate_profile_name: givenName(c),
      pod_execution_role_arn: x.ref(c.ref.role as Component, 'arn'),
      subnet_ids: subnetIds(x, c),
      selector: block({ namespace: 'kube-system' }),
    }),
};
