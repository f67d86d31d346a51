import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { generatedPassword, keptOnRemoval, kmsArn, sgRefs, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const sg = c.ref.subnetGroup as Component | undefined;
    const { password } = generatedPassword(c, x);
    const d = decide(c);
    x.add(x.id(c), {
      Type: 'AWS::Redshift::Cluster',
      ...keptOnRemoval('Snapshot'),
      Properties: {
        ClusterType: d.clusterType,
        NumberOfNodes: d.numberOfNodes,
        NodeType: 'ra3.xlplus',
        DBName: 'analytics',
        MasterUsername: 'dbadmin',
        MasterUserPassword: password,
        Encrypted: true,
        KmsKeyId: kmsArn(c, x),
        PubliclyAccessible: false,
        ClusterSubnetGroupName: sg ? x.ref(sg) : undefined,
        VpcSecurityGroupIds: sgRefs(c, x),
        EnhancedVpcRouting: true,
        Tags: tags(c),
      },
    });
  },
};
