import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { subnetRefs } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::DAX::SubnetGroup',
      Properties: { Description: `Private subnets for ${givenName(c)}`, SubnetIds: subnetRefs(c, x) },
    }),
};
