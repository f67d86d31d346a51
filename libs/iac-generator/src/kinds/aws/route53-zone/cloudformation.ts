import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { domainOf } from '../cloudformation/edge';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    x.add(x.id(c), {
      Type: 'AWS::Route53::HostedZone',
      Properties: {
        Name: c.attrs.domain ?? (c.name && /\./.test(c.name) ? c.name : domainOf(x)),
        HostedZoneTags: tags(c),
      },
    });
    x.output(
      `${x.id(c)}NameServers`,
      { 'Fn::Join': [',', x.att(c, 'NameServers')] },
      'Delegate the domain to these name servers',
    );
  },
};
