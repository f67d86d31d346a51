import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_public_ip_prefix',
  write: (c, x) => {
    const { name, sku, version, length, zones } = decide(c);
    x.primary(c, { name, ...placed(c, x), sku, ip_version: version, prefix_length: length, zones, tags: tags(c) });
    x.output(`${c.id}_ip_prefix`, x.ref(c, 'ip_prefix'), 'Public IP prefix (CIDR)');
  },
};
