import { type TerraformWriter } from '../../../render/terraform/context';
import { homeRegion } from '../common';
import { tags } from '../terraform/common';
import { ownName } from '../naming';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_resource_group',
  write: (c, x) => {
    x.primary(c, {
      name: ownName(c, 'rg', 83),
      location: x.variable('location', {
        type: 'string',
        description: 'Azure region',
        default: homeRegion(x.plan),
      }),
      tags: tags(c),
    });
    x.variable('environment', { type: 'string', description: 'Environment name used in tags', default: 'dev' });
  },
};
