import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { launchFrom, spotMarket } from '../terraform/compute';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'aws_launch_template',
  write: (c, x) => {
    x.primary(c, {
      ...launchFrom(x, c),
      vpc_security_group_ids: [x.ref(c.ref.securityGroup as Component)],
      iam_instance_profile: c.ref.profile ? block({ name: x.ref(c.ref.profile as Component, 'name') }) : undefined,
      instance_market_options: spotMarket(c),
      metadata_options: block({ http_tokens: 'required', http_endpoint: 'enabled' }),
      block_device_mappings: block({
        device_name: '/dev/xvda',
        ebs: block({ encrypted: true, volume_type: 'gp3', volume_size: decide(c).rootVolumeGb }),
      }),
      monitoring: block({ enabled: true }),
    });
  },
};
