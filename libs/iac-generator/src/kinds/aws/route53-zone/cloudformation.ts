import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { tags } from '../cloudformation/common';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c, x.plan);
    x.add(x.id(c), {
      Type: 'AWS::Route53::HostedZone',
      Properties: {
        Name: d.name,
        VPCs: d.vpc ? [{ VPCId: x.ref(d.vpc), VPCRegion: { Ref: 'AWS::Region' } }] : undefined,
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
