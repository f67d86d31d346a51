import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { generatedPassword, kmsArn } from '../cloudformation/common';
import { documentGraphCluster } from '../cloudformation/document-graph-cluster';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const { password } = generatedPassword(c, x);
    documentGraphCluster(c, x, 'AWS::DocDB::DBCluster', {
      MasterUsername: 'dbadmin',
      MasterUserPassword: password,
      StorageEncrypted: true,
      KmsKeyId: kmsArn(c, x),
    });
  },
};
