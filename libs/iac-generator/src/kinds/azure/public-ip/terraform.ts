import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_public_ip',
  write: (c, x) => {
    x.primary(c, {
      name: `pip-${azName(c)}`,
      ...placed(c, x),
      allocation_method: 'Static',
      sku: 'Standard',
      zones: ['1', '2', '3'],
      tags: tags(c),
    });
    x.output(`${c.id}_ip_address`, x.ref(c, 'ip_address'), 'Public IP address');
  },
};
