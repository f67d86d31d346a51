import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const [a, b] = (c.ref.vpcs as Component[] | undefined) ?? [];
    x.add(x.id(c), {
      Type: 'AWS::EC2::VPCPeeringConnection',
      Properties: { VpcId: x.ref(a), PeerVpcId: x.ref(b ?? a), Tags: tags(c) },
    });
  },
};
