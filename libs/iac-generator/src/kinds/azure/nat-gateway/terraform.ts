import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_nat_gateway',
  write: (c, x) => {
    const d = decide(c);
    x.primary(c, { name: d.name, ...placed(c, x), sku_name: d.sku, tags: tags(c) });
    x.resource('azurerm_nat_gateway_public_ip_association', c.id, {
      nat_gateway_id: x.ref(c),
      public_ip_address_id: x.ref(d.ip),
    });
    x.resource('azurerm_subnet_nat_gateway_association', c.id, {
      subnet_id: x.ref(c.ref.subnet as Component),
      nat_gateway_id: x.ref(c),
    });
  },
};
