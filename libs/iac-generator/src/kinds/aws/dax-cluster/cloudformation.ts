import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const group = x.plan.first('aws.dax_subnet_group');
    x.add(x.id(c), {
      Type: 'AWS::DAX::Cluster',
      Properties: {
        ClusterName: safe(c, 20).toLowerCase(),
        NodeType: 'dax.t3.small',
        ReplicationFactor: c.attrs.nodes ?? 3,
        IAMRoleARN: roleArn(c, x),
        SSESpecification: { SSEEnabled: true },
        ClusterEndpointEncryptionType: 'TLS',
        SubnetGroupName: group ? x.ref(group) : undefined,
      },
    });
  },
};
