import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_route_table',
  write: (c, x) => {
    x.primary(c, { name: `rt-${azName(c)}`, ...placed(c, x), bgp_route_propagation_enabled: true, tags: tags(c) });
    x.resource('azurerm_subnet_route_table_association', c.id, {
      subnet_id: x.ref(c.ref.subnet as Component),
      route_table_id: x.ref(c),
    });
  },
};
