import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ami, instanceType, spotMarket } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'aws_launch_template',
  write: (c, x) => {
    const image = ami(x, c);
    x.primary(c, {
      name_prefix: `${givenName(c)}-`,
      image_id: expr(`${image}.id`),
      instance_type: instanceType(c),
      vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
      iam_instance_profile: block({ name: x.ref(c.ref.profile as Component, 'name') }),
      instance_market_options: spotMarket(c),
      metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
      block_device_mappings: block({
        device_name: '/dev/xvda',
        ebs: block({ encrypted: true, volume_type: 'gp3', volume_size: c.attrs.storageGb ?? 20 }),
      }),
      monitoring: block({ enabled: true }),
    });
  },
};
