import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { sgRefs, tags } from '../cloudformation/common';
import { amiFor, metadataOptions } from '../cloudformation/compute';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    const d = decide(c);
    const profile = c.ref.profile as Component | undefined;
    // AWS::EC2::Instance has no metadata options; IMDSv2 comes from a small launch template.
    const root = {
      DeviceName: '/dev/xvda',
      Ebs: {
        VolumeSize: d.rootVolumeGb,
        VolumeType: d.volume.type,
        Iops: d.volume.iops,
        Encrypted: true,
        DeleteOnTermination: true,
      },
    };
    // The instance's own mappings take no throughput: a stated one puts the root volume in the launch template.
    const inTemplate = d.volume.throughput !== undefined;
    const imds = x.add(x.id(c, 'Imds'), {
      Type: 'AWS::EC2::LaunchTemplate',
      Properties: {
        LaunchTemplateData: {
          MetadataOptions: metadataOptions,
          BlockDeviceMappings: inTemplate
            ? [{ ...root, Ebs: { ...root.Ebs, Throughput: d.volume.throughput } }]
            : undefined,
        },
      },
    });
    x.add(x.id(c), {
      Type: 'AWS::EC2::Instance',
      Properties: {
        ImageId: amiFor(c),
        InstanceType: d.instanceType,
        SubnetId: ((c.ref.subnets as Component[] | undefined) ?? []).length
          ? x.ref((c.ref.subnets as Component[])[0])
          : undefined,
        SecurityGroupIds: sgRefs(c, x),
        IamInstanceProfile: profile ? x.ref(profile) : undefined,
        Monitoring: true,
        BlockDeviceMappings: inTemplate ? undefined : [root],
        LaunchTemplate: { LaunchTemplateId: { Ref: imds }, Version: { 'Fn::GetAtt': [imds, 'LatestVersionNumber'] } },
        Tags: tags(c),
      },
    });
    x.output(`${x.id(c)}Id`, x.ref(c), `ID of instance ${givenName(c)}`);
  },
};
