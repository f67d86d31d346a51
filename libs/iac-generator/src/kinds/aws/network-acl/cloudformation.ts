import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';

/** The rules: HTTPS in and the replies' ephemeral ports in (TCP), everything out. */
const ENTRIES = [
  { suffix: 'InHttps', RuleNumber: 100, Protocol: 6, Egress: false, PortRange: { From: 443, To: 443 } },
  { suffix: 'InEphemeral', RuleNumber: 110, Protocol: 6, Egress: false, PortRange: { From: 1024, To: 65535 } },
  { suffix: 'Out', RuleNumber: 100, Protocol: -1, Egress: true, PortRange: undefined },
];

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EC2::NetworkAcl',
      Properties: { VpcId: x.ref(c.ref.vpc as Component), Tags: tags(c) },
    });
    for (const { suffix, RuleNumber, Protocol, Egress, PortRange } of ENTRIES)
      x.add(x.id(c, suffix), {
        Type: 'AWS::EC2::NetworkAclEntry',
        Properties: {
          NetworkAclId: x.ref(c),
          RuleNumber,
          Protocol,
          RuleAction: 'allow',
          Egress,
          CidrBlock: '0.0.0.0/0',
          PortRange,
        },
      });
  },
};
