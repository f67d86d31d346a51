import { block, expr } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eks_access_policy_association',
  write: (c, x) => {
    x.resource('aws_eks_access_entry', c.id, {
      cluster_name: x.ref(c.ref.cluster as Component, 'name'),
      principal_arn: x.ref(c.ref.user as Component, 'arn'),
    });
    x.primary(c, {
      cluster_name: x.ref(c.ref.cluster as Component, 'name'),
      policy_arn: 'arn:aws:eks::aws:cluster-access-policy/AmazonEKSViewPolicy',
      principal_arn: x.ref(c.ref.user as Component, 'arn'),
      access_scope: block({ type: 'namespace', namespaces: ['example'] }),
      depends_on: [expr(`aws_eks_access_entry.${c.id}`)],
    });
  },
};
