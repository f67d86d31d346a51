import { givenName } from '../../../model/names';
import { type TerraformWriter } from '../../../render/terraform/context';

export const terraform: TerraformWriter = {
  resourceType: 'aws_placement_group',
  write: (c, x) => {
    x.primary(c, { name: givenName(c), strategy: /spread/.test(String(c.config.strategy)) ? 'spread' : 'cluster' });
  },
};
