import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::EC2::KeyPair',
      Properties: {
        KeyName: givenName(c),
        PublicKeyMaterial: x.parameter('SshPublicKey', { Type: 'String', Description: 'SSH public key to import' }),
      },
    }),
};
