import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, tags } from '../cloudformation/common';
import { amiFor, metadataOptions } from '../cloudformation/compute';
import { ec2Type } from '../settings';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const profile = c.ref.profile as Component | undefined;
    x.add(x.id(c), {
      Type: 'AWS::EC2::LaunchTemplate',
      Properties: {
        LaunchTemplateName: c.name ? givenName(c) : undefined,
        LaunchTemplateData: {
          ImageId: amiFor(c),
          InstanceType: ec2Type(c),
          InstanceMarketOptions: c.attrs.flags.has('spot') ? { MarketType: 'spot' } : undefined,
          SecurityGroupIds: sgRefs(c, x),
          IamInstanceProfile: profile ? { Arn: x.att(profile, 'Arn') } : undefined,
          MetadataOptions: metadataOptions,
          BlockDeviceMappings: [
            {
              DeviceName: '/dev/xvda',
              Ebs: { VolumeSize: decide(c).rootVolumeGb, VolumeType: 'gp3', Encrypted: true },
            },
          ],
          TagSpecifications: [{ ResourceType: 'instance', Tags: tags(c) }],
        },
      },
    });
  },
};
