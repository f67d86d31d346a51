import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { roleArn } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const group = x.plan.first('aws.dax_subnet_group');
    x.add(x.id(c), {
      Type: 'AWS::DAX::Cluster',
      Properties: {
        ClusterName: safe(c, 20).toLowerCase(),
        NodeType: d.nodeType,
        ReplicationFactor: d.nodes,
        IAMRoleARN: roleArn(c, x),
        SSESpecification: { SSEEnabled: true },
        ClusterEndpointEncryptionType: 'TLS',
        SubnetGroupName: group ? x.ref(group) : undefined,
      },
    });
  },
};
