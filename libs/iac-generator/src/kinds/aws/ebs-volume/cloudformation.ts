import { type CloudFormationWriter } from '../../../render/cloudformation/context';
import { kmsArn, tags } from '../cloudformation/common';
import { ebsVolume } from '../ebs-type';
import { decide } from './decide';

export const cloudformation: CloudFormationWriter = {
  write: (c, x) => {
    // A volume asked with an instance is its data volume: made in the instance's zone and attached to it.
    const inst = x.plan.first('aws.instance');
    const volume = x.id(c);
    x.add(volume, {
      Type: 'AWS::EC2::Volume',
      Properties: {
        AvailabilityZone: inst
          ? { 'Fn::GetAtt': [x.id(inst), 'AvailabilityZone'] }
          : { 'Fn::Select': [0, { 'Fn::GetAZs': '' }] },
        Size: decide(c).sizeGb,
        VolumeType: ebsVolume(c).type,
        Iops: ebsVolume(c).iops,
        Throughput: ebsVolume(c).throughput,
        Encrypted: true,
        KmsKeyId: kmsArn(c, x),
        Tags: tags(c),
      },
    });
    if (inst)
      x.add(`${volume}Attachment`, {
        Type: 'AWS::EC2::VolumeAttachment',
        Properties: { Device: '/dev/sdf', InstanceId: { Ref: x.id(inst) }, VolumeId: { Ref: volume } },
      });
  },
};
