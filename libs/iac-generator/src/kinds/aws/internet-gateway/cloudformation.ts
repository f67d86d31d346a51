import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), { Type: 'AWS::EC2::InternetGateway', Properties: { Tags: tags(c) } });
    x.add(x.id(c, 'Attachment'), {
      Type: 'AWS::EC2::VPCGatewayAttachment',
      Properties: { VpcId: x.ref(c.ref.vpc as Component), InternetGatewayId: x.ref(c) },
    });
  },
};
