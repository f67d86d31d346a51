import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_firewall',
  write: (c, x) => {
    const { name, tier, zones, subnet, ip, policy } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      sku_name: 'AZFW_VNet',
      sku_tier: tier,
      zones,
      firewall_policy_id: x.ref(policy),
      ip_configuration: block({ name: 'configuration', subnet_id: x.ref(subnet), public_ip_address_id: x.ref(ip) }),
      tags: tags(c),
    });
    x.output(
      `${c.id}_private_ip`,
      x.ref(c, 'ip_configuration[0].private_ip_address'),
      'Firewall private IP (next hop for routes)',
    );
  },
};
