import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_virtual_network',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, {
      name: d.name,
      ...placed(c, x),
      address_space: [d.range],
      tags: tags(c),
    });
    x.output(`${c.id}_vnet_id`, x.ref(c), 'Virtual network id');
  },
};
