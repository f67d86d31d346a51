import { givenName } from '../../../model/names';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { vpcCidr } from '../common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EC2::VPC',
      Properties: { CidrBlock: vpcCidr(c), EnableDnsSupport: true, EnableDnsHostnames: true, Tags: tags(c) },
    });
    x.output(`${x.id(c)}Id`, x.ref(c), `ID of VPC ${givenName(c)}`);
  },
};
