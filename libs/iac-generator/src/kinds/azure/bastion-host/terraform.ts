import { block } from '../../../model/hcl';
import { type Component } from '../../../model/types';
import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_bastion_host',
  write: (c, x) => {
    const { name, sku, tunneling } = decide(c);
    x.primary(
      c,
      {
        name,
        ...placed(c, x),
        sku,
        ip_configuration: block({
          name: 'bastion',
          subnet_id: x.ref(c.ref.subnet as Component),
          public_ip_address_id: x.ref(c.ref.ip as Component),
        }),
        tunneling_enabled: tunneling,
        tags: tags(c),
      },
      'Browser and native-client SSH/RDP to private machines, with no public IP on any VM.',
    );
  },
};
