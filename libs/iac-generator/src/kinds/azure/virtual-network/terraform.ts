import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_virtual_network',
  write: (c, x) => {
    const { name, range } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      address_space: [range],
      tags: tags(c),
    });
    x.output(`${c.id}_vnet_id`, x.ref(c), 'Virtual network id');
  },
};
