import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { generatedPassword, kmsArn, sgRefs, tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const sg = c.ref.subnetGroup as Component | undefined;
    const { password } = generatedPassword(c, x);
    x.add(x.id(c), {
      Type: 'AWS::DocDB::DBCluster',
      DeletionPolicy: 'Snapshot',
      UpdateReplacePolicy: 'Snapshot',
      Properties: {
        MasterUsername: 'dbadmin',
        MasterUserPassword: password,
        StorageEncrypted: true,
        KmsKeyId: kmsArn(c, x),
        DBSubnetGroupName: sg ? x.ref(sg) : undefined,
        VpcSecurityGroupIds: sgRefs(c, x),
        BackupRetentionPeriod: 7,
        DeletionProtection: true,
        Tags: tags(c),
      },
    });
    x.add(x.id(c, 'Instance1'), {
      Type: 'AWS::DocDB::DBInstance',
      Properties: { DBClusterIdentifier: x.ref(c), DBInstanceClass: 'db.t3.medium' },
    });
  },
};
