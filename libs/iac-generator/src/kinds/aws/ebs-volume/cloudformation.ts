import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::EC2::Volume',
      Properties: {
        AvailabilityZone: { 'Fn::Select': [0, { 'Fn::GetAZs': '' }] },
        Size: decide(c).sizeGb,
        VolumeType: 'gp3',
        Encrypted: true,
        KmsKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
    }),
};
