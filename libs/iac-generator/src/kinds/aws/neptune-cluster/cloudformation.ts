import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn } from '../cloudformation/common';
import { documentGraphCluster } from '../cloudformation/document-graph-cluster';
import { dnsName } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    documentGraphCluster(c, x, 'AWS::Neptune::DBCluster', {
      DBClusterIdentifier: c.name ? dnsName(c) : undefined,
      StorageEncrypted: true,
      KmsKeyId: kmsArn(c, x),
      IamAuthEnabled: true,
    }),
};
