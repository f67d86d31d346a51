import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EC2::NetworkAcl',
      Properties: { VpcId: x.ref(c.ref.vpc as Component), Tags: tags(c) },
    });
    x.add(x.id(c, 'InHttps'), {
      Type: 'AWS::EC2::NetworkAclEntry',
      Properties: {
        NetworkAclId: x.ref(c),
        RuleNumber: 100,
        Protocol: 6,
        RuleAction: 'allow',
        Egress: false,
        CidrBlock: '0.0.0.0/0',
        PortRange: { From: 443, To: 443 },
      },
    });
    x.add(x.id(c, 'InEphemeral'), {
      Type: 'AWS::EC2::NetworkAclEntry',
      Properties: {
        NetworkAclId: x.ref(c),
        RuleNumber: 110,
        Protocol: 6,
        RuleAction: 'allow',
        Egress: false,
        CidrBlock: '0.0.0.0/0',
        PortRange: { From: 1024, To: 65535 },
      },
    });
    x.add(x.id(c, 'Out'), {
      Type: 'AWS::EC2::NetworkAclEntry',
      Properties: {
        NetworkAclId: x.ref(c),
        RuleNumber: 100,
        Protocol: -1,
        RuleAction: 'allow',
        Egress: true,
        CidrBlock: '0.0.0.0/0',
      },
    });
  },
};
