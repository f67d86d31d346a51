import { type TerraformWriter } from '../../../render/terraform/context';
import { azName, vnetRange } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_virtual_network',
  write: (c, x) => {
    x.primary(c, {
      name: `vnet-${azName(c)}`,
      ...placed(c, x),
      address_space: [vnetRange(c)],
      tags: tags(c),
    });
    x.output(`${c.id}_vnet_id`, x.ref(c), 'Virtual network id');
  },
};
