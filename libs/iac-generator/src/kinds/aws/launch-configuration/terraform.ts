import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { launchFrom } from '../terraform/compute';

export const terraform: TerraformWriter = {
  resourceType: 'aws_launch_configuration',
  write: (c, x) => {
    x.primary(c, {
      ...launchFrom(x, c),
      security_groups: [x.ref(c.ref.securityGroup as Component)],
      iam_instance_profile: c.ref.profile ? x.ref(c.ref.profile as Component, 'name') : undefined,
      metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
      root_block_device: block({ encrypted: true, volume_type: 'gp3' }),
      lifecycle: block({ create_before_destroy: true }),
    });
  },
};
