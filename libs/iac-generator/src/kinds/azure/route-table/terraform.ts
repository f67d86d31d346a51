import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_route_table',
  write: (c, x) => {
    const { name, bgpPropagation } = decide(c);
    x.primary(c, { name, ...placed(c, x), bgp_route_propagation_enabled: bgpPropagation, tags: tags(c) });
    x.resource('azurerm_subnet_route_table_association', c.id, {
      subnet_id: x.ref(c.ref.subnet as Component),
      route_table_id: x.ref(c),
    });
  },
};
