import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { azName, bastionSku } from '../common';
import { placed, tags } from '../terraform/common';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_bastion_host',
  write: (c, x) => {
    const sku = bastionSku(c);
    x.primary(
      c,
      {
        name: `bas-${azName(c)}`,
        ...placed(c, x),
        sku,
        ip_configuration: block({
          name: 'bastion',
          subnet_id: x.ref(c.ref.subnet as Component),
          public_ip_address_id: x.ref(c.ref.ip as Component),
        }),
        tunneling_enabled: sku === 'Standard' || sku === 'Premium' ? true : undefined,
        tags: tags(c),
      },
      'Browser and native-client SSH/RDP to private machines, with no public IP on any VM.',
    );
  },
};
