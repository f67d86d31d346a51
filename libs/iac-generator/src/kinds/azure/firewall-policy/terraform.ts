import { block } from '../../../model/hcl';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_firewall_policy',
  write: (c, x) => {
    const { name, tier, threatIntel, dnsProxy } = decide(c, x.plan);
    x.primary(c, {
      name,
      ...placed(c, x),
      sku: tier,
      threat_intelligence_mode: threatIntel,
      dns: dnsProxy === undefined ? undefined : block({ proxy_enabled: dnsProxy }),
      tags: tags(c),
    });
  },
};
