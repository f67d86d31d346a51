import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::EC2::DHCPOptions',
      Properties: {
        DomainName: decide(c).domainName,
        DomainNameServers: ['AmazonProvidedDNS'],
        Tags: tags(c),
      },
    });
    x.add(x.id(c, 'Assoc'), {
      Type: 'AWS::EC2::VPCDHCPOptionsAssociation',
      Properties: { VpcId: x.ref(c.ref.vpc as Component), DhcpOptionsId: x.ref(c) },
    });
  },
};
