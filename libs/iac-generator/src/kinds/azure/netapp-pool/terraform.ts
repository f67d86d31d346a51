import { type TerraformWriter } from '../../../render/terraform/context';
import { placed, tags } from '../terraform/common';
import { decide } from './decide';

export const terraform: TerraformWriter = {
  resourceType: 'azurerm_netapp_pool',
  write: (c, x) => {
    const { name, level, tib, account } = decide(c);
    x.primary(c, {
      name,
      ...placed(c, x),
      account_name: x.ref(account, 'name'),
      service_level: level,
      size_in_tb: tib,
      tags: tags(c),
    });
  },
};
