import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_nat_gateway',
  write: (c, x) => {
    const { name, sku, ip, prefix } = decide(c);
    x.primary(c, { name, ...placed(c, x), sku_name: sku, tags: tags(c) });
    if (prefix)
      x.resource('azurerm_nat_gateway_public_ip_prefix_association', c.id, {
        nat_gateway_id: x.ref(c),
        public_ip_prefix_id: x.ref(prefix),
      });
    if (ip)
      x.resource('azurerm_nat_gateway_public_ip_association', c.id, {
        nat_gateway_id: x.ref(c),
        public_ip_address_id: x.ref(ip),
      });
    x.resource('azurerm_subnet_nat_gateway_association', c.id, {
      subnet_id: x.ref(c.ref.subnet as Component),
      nat_gateway_id: x.ref(c),
    });
  },
};
