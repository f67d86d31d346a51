import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, roleArn, tags } from '../cloudformation/common';
import { safe } from '../cloudformation/less-common-services';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::Kendra::Index',
      Properties: {
        Name: safe(c, 100),
        Edition: 'DEVELOPER_EDITION',
        RoleArn: roleArn(c, x),
        ServerSideEncryptionConfiguration: c.ref.kms ? { KmsKeyId: kmsArn(c, x) } : undefined,
        Tags: tags(c),
      },
    }),
};
