import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { ami, instanceType } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'aws_launch_configuration',
  write: (c, x) => {
    const image = ami(x, c);
    x.primary(c, {
      name_prefix: `${givenName(c)}-`,
      image_id: expr(`${image}.id`),
      instance_type: instanceType(c),
      security_groups: [x.ref(c.ref.securityGroup as Component)],
      iam_instance_profile: x.ref(c.ref.profile as Component, 'name'),
      metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
      root_block_device: block({ encrypted: true, volume_type: 'gp3' }),
      lifecycle: block({ create_before_destroy: true }),
    });
  },
};
