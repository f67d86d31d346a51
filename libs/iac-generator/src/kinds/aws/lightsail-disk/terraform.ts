import { expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_disk',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    x.primary(c, {
      name: givenName(c),
      size_in_gb: c.attrs.storageGb ?? 8,
      availability_zone: expr('"${data.aws_region.current.name}a"'),
    });
    const index = x.plan.all('aws.lightsail_disk').indexOf(c);
    x.resource('aws_lightsail_disk_attachment', c.id, {
      disk_name: x.ref(c, 'name'),
      instance_name: x.ref(c.ref.instance as Component, 'name'),
      disk_path: `/dev/xvd${'fghijklmnop'[index % 11]}`,
    });
  },
};
