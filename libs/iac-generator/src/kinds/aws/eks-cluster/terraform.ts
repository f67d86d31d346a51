import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { subnetIds } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_eks_cluster',
  write: (c, x) => {
    const d = decide(c);
    const role = c.ref.role as Component;
    x.primary(c, {
      name: givenName(c),
      role_arn: x.ref(role, 'arn'),
      version: d.version,
      vpc_config: block({
        subnet_ids: subnetIds(x, c),
        endpoint_private_access: true,
        endpoint_public_access: d.publicEndpoint,
      }),
      // Without a key of the request's own, EKS envelope-encrypts secrets with its AWS-owned key.
      encryption_config: c.ref.kms
        ? block({ resources: ['secrets'], provider: block({ key_arn: x.ref(c.ref.kms as Component, 'arn') }) })
        : undefined,
      enabled_cluster_log_types: ['api', 'audit', 'authenticator'],
      access_config: block({ authentication_mode: 'API' }),
      depends_on: [expr(`aws_iam_role_policy_attachment.${role.id}_AmazonEKSClusterPolicy`)],
    });
    x.output(`${c.id}_endpoint`, x.ref(c, 'endpoint'), 'Kubernetes API endpoint');
    x.output(
      `${c.id}_kubeconfig_certificate_authority_data`,
      expr(`${x.addr(c)}.certificate_authority[0].data`),
      'Cluster CA certificate',
    );
  },
};
