import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::EC2::EgressOnlyInternetGateway',
      Properties: { VpcId: x.ref(c.ref.vpc as Component) },
    }),
};
