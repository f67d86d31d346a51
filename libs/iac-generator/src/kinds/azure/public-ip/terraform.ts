import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_public_ip',
  write: (c, x) => {
    const { name, allocation, sku, zones, dnsLabel } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      allocation_method: allocation,
      sku,
      zones,
      domain_name_label: dnsLabel,
      tags: tags(c),
    });
    x.output(`${c.id}_ip_address`, x.ref(c, 'ip_address'), 'Public IP address');
  },
};
