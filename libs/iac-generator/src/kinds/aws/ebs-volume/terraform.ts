import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';
import { decide } from './decide';
import { ebsVolume } from '../ebs-type';

export const terraform: TerraformWriter = {
  resourceType: 'aws_ebs_volume',
  write: (c, x) => {
    const inst = x.plan.first('aws.instance');
    x.primary(c, {
      availability_zone: inst
        ? x.ref(inst, 'availability_zone')
        : (x.data('aws_availability_zones', 'available', { state: 'available' }),
          expr('data.aws_availability_zones.available.names[0]')),
      size: decide(c).sizeGb,
      type: ebsVolume(c).type,
      iops: ebsVolume(c).iops,
      throughput: ebsVolume(c).throughput,
      encrypted: true,
      tags: { Name: givenName(c) },
    });
    if (inst)
      x.resource('aws_volume_attachment', c.id, {
        device_name: '/dev/sdf',
        volume_id: x.ref(c),
        instance_id: x.ref(inst),
      });
  },
};
