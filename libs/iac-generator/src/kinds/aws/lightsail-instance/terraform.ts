import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_instance',
  write: (c, x) => {
    x.primary(c, {
      name: givenName(c),
      availability_zone: expr('"${data.aws_region.current.name}a"'),
      blueprint_id: String(
        c.config.blueprint ?? (x.plan.global.flags.has('website') ? 'wordpress' : 'amazon_linux_2023'),
      ),
      bundle_id: 'small_3_0',
      ip_address_type: c.attrs.flags.has('ipv6') ? 'dualstack' : 'ipv4',
      add_on: c.attrs.flags.has('backup')
        ? block({ type: 'AutoSnapshot', snapshot_time: '06:00', status: 'Enabled' })
        : undefined,
      tags: { Name: givenName(c) },
    });
    x.data('aws_region', 'current', {});
  },
};
