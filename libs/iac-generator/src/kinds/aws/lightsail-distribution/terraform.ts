import { block, expr } from '../../../model/hcl';
import { givenName } from '../../../model/names';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_lightsail_distribution',
  write: (c, x) => {
    x.data('aws_region', 'current', {});
    x.primary(c, {
      name: givenName(c),
      bundle_id: 'small_1_0',
      origin: block({
        name: x.ref(c.ref.instance as Component, 'name'),
        region_name: expr('data.aws_region.current.name'),
      }),
      default_cache_behavior: block({ behavior: 'cache' }),
    });
  },
};
