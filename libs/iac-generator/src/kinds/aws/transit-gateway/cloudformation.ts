import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) =>
    void x.add(x.id(c), {
      Type: 'AWS::EC2::TransitGateway',
      Properties: {
        AutoAcceptSharedAttachments: 'disable',
        DefaultRouteTableAssociation: 'enable',
        DnsSupport: 'enable',
        Tags: tags(c),
      },
    }),
};
